import { Lightbulb } from 'lucide-react';
import { Button } from './Button';

/** The button's text where a tool names it no other way. */
export const EXAMPLE_LABEL = 'Example';

/** Fills a tool with a small example so its purpose shows before anything is typed. */
export function ExampleButton({ onClick, label = EXAMPLE_LABEL }: { onClick: () => void; label?: string }) {
  return (
    <Button size="sm" icon={<Lightbulb size={16} aria-hidden="true" />} onClick={onClick}>
      {label}
    </Button>
  );
}
