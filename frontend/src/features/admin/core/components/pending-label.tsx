/** A busy button's words after a spinner the screen reader skips ("환불하는 중..."). */
export function PendingLabel({ text }: { text: string }) {
  return (
    <>
      <span className="admin-spinner" aria-hidden="true" />
      {text}
    </>
  );
}
