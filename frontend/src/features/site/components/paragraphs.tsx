/** Site texts come as a list of paragraphs. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="prose">
      {items.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
