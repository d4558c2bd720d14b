import type { InputHTMLAttributes, ReactNode } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & {
  type: "radio" | "checkbox";
  label: ReactNode;
  /** The label's class. */
  className?: string;
};

/** One choice of a ChoiceGroup: the radio or box inside its label, so the label names it with no ids to wire. */
export function ChoiceOption({ label, className, ...input }: Props) {
  return (
    <label className={className}>
      <input {...input} /> {label}
    </label>
  );
}
