/**
 * A form's message that belongs to no field (a refusal the server tied to none), under the fields; `role="alert"`
 * reads it out as it appears. Nothing when there is no message.
 */
export function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
