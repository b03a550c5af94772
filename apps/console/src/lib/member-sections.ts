// What other areas show in a customer's dialog under their profile, files and cards (monthly tickets adds
// the member's passes and orders): a component per section, given the customer. Shared here, not in the
// customers feature, so an area adds its section without importing another feature; features/index.ts
// adds them at start-up. Empty: nothing shown.
import type { OperationData } from '@busops/sdk';
import type { ComponentType } from 'react';

export type SectionMember = OperationData<'searchMembers'>['items'][number];

export interface MemberSectionProps {
  member: SectionMember;
}

export const memberSections: Array<{ id: string; Section: ComponentType<MemberSectionProps> }> = [];

/** Adds a section to every customer dialog (once per id). */
export function addMemberSection(id: string, Section: ComponentType<MemberSectionProps>): void {
  if (!memberSections.some((s) => s.id === id)) memberSections.push({ id, Section });
}
