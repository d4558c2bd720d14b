import { useNavigation } from "@remix-run/react";

/** A thin bar at the top while a navigation or submission is pending. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      className={`navigation-progress${busy ? " is-busy" : ""}`}
      role="progressbar"
      aria-hidden={!busy}
      aria-valuetext={busy ? "loading" : undefined}
    />
  );
}
