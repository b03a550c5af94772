// spec §5: when notification permission is not granted, an info box says so.
import { Callout, Intent } from '@blueprintjs/core';
import { MESSAGES } from '@busops/domain';
import { notificationPermission } from './push';

export function NotificationsOffCallout() {
  if (notificationPermission() === 'granted') return null;
  return (
    <Callout
      intent={Intent.PRIMARY}
      icon="notifications-snooze"
      title={MESSAGES.notificationsOff.text}
      compact
    >
      {MESSAGES.notificationsOffHint.text}
    </Callout>
  );
}
