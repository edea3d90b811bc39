export function Spinner({ label = 'Loading', full = false }: { label?: string; full?: boolean }) {
  return (
    <div role="status" aria-label={label} className={full ? 'ui-spinner ui-spinner--full' : 'ui-spinner'}>
      <span className="ui-spinner__circle" />
    </div>
  );
}
