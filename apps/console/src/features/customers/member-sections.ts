// What other areas show in a customer's dialog under their profile, files and cards (the lead mounts the
// member's passes and orders here): a component per section, given the customer. Empty: nothing shown.
import type { ComponentType } from 'react';
import type { Member } from './members.resource';

export interface MemberSectionProps {
  member: Member;
}

export const memberSections: Array<{ id: string; Section: ComponentType<MemberSectionProps> }> = [];

/** Adds a section to every customer dialog (once per id). */
export function addMemberSection(id: string, Section: ComponentType<MemberSectionProps>): void {
  if (!memberSections.some((s) => s.id === id)) memberSections.push({ id, Section });
}
