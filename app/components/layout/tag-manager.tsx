import { useNonce } from "../shell/nonce";

/**
 * 000 §7: analytics go to a tag-manager data layer. The container id comes from the
 * tenant; with none configured this is never rendered and nothing third-party loads.
 */
export function TagManager({ containerId }: { containerId: string }) {
  const nonce = useNonce();
  const id = JSON.stringify(containerId);
  const snippet = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});` +
    `var s=document.createElement("script");s.async=true;s.src="https://www.googletagmanager.com/gtm.js?id="+encodeURIComponent(${id});document.head.appendChild(s);`;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: snippet }} />;
}
