// spec §2: public route, no sign-in. The template itself comes with the e-transport order feature.
import { NonIdealState } from '@blueprintjs/core';

export function TransportOrderTemplatePage() {
  return (
    <div className="busops-full-page">
      <NonIdealState
        icon="document"
        title="Mẫu lệnh vận chuyển điện tử"
        description="Mẫu lệnh vận chuyển điện tử sẽ có cùng tính năng lệnh vận chuyển điện tử."
      />
    </div>
  );
}
