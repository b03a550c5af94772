// The fields one history entry changed, before and after, in the words of the record's screen.
import { HTMLTable } from '@blueprintjs/core';

export interface ChangeRow {
  field: string;
  before?: unknown;
  after?: unknown;
}

export function ChangesTable(props: {
  changes: readonly ChangeRow[];
  label: (field: string) => string;
  value: (field: string, value: unknown) => string;
}) {
  if (props.changes.length === 0) return null;
  return (
    <HTMLTable compact striped className="busops-history-changes">
      <thead>
        <tr>
          <th>Trường</th>
          <th>Trước</th>
          <th>Sau</th>
        </tr>
      </thead>
      <tbody>
        {props.changes.map((change) => (
          <tr key={change.field}>
            <td>{props.label(change.field)}</td>
            <td>{props.value(change.field, change.before)}</td>
            <td>{props.value(change.field, change.after)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
