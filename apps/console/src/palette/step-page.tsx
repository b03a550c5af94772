// One parameter page of a command (choose a company, then a role...): its items load, cmdk filters them.
import { Icon, Spinner } from '@blueprintjs/core';
import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import { useCommandContext } from '../commands/context';
import type { CommandStep, StepItem } from '../commands/types';
import { errorMessage } from '../lib/toasts';

export interface StepPageProps {
  step: CommandStep;
  answers: Record<string, StepItem>;
  onAnswer: (item: StepItem) => void;
}

export function StepPage({ step, answers, onAnswer }: StepPageProps) {
  const ctx = useCommandContext();
  const [items, setItems] = useState<StepItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload per step only
  useEffect(() => {
    let cancelled = false;
    setItems(null);
    setError(null);
    Promise.resolve(step.items(ctx, answers)).then(
      (list) => !cancelled && setItems(list),
      (failure: unknown) => !cancelled && setError(errorMessage(failure)),
    );
    return () => {
      cancelled = true;
    };
  }, [step.id]);

  if (error) return <Command.Loading>{error}</Command.Loading>;
  if (!items)
    return (
      <Command.Loading>
        <Spinner size={16} />
      </Command.Loading>
    );
  return (
    <Command.Group heading={step.title}>
      {items.map((item) => (
        <Command.Item
          key={item.value}
          value={`${item.label} ${item.value}`}
          keywords={item.keywords}
          onSelect={() => onAnswer(item)}
        >
          <Icon icon="circle" />
          <span className="busops-palette-title">{item.label}</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}
