/**
 * A short French error in the flow of a form or a panel: a refusal tied to no field, a panel's data that did not
 * load. `role="alert"` reads it out as it appears; nothing when there is no message.
 */
export function ErrorText({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
