import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field, type FieldProps } from "./field";

type Props = Omit<FieldProps, "children"> & {
  /** The select's own attributes (name, value, onChange…); its id and aria-* come from the kit. */
  select: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children">;
  /** The options. */
  children: ReactNode;
};

/** The forms kit's select: a Field whose control is a `<select>`. */
export function SelectField({ select, children, ...field }: Props) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}
