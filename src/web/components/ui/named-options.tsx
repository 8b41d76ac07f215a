/** A select's options for rows that have an id and a name: the id chosen, the name shown. */
export function NamedOptions(props: { items: readonly { id: string; name: string }[] }) {
  return props.items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
