import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';
import { Badge } from './Badge';
import { ProgressBar } from './ProgressBar';
import { Spinner } from './Spinner';
import { Card } from './Card';

const meta: Meta = { title: 'UI/Feedback' };
export default meta;

export const Alerts: StoryObj = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Alert title="JSON Validation Error">Unexpected token at Line 1, Column 5</Alert>
      <Alert tone="warning">Duplicate key &quot;id&quot;</Alert>
      <Alert tone="info">Large output shown in a fast view</Alert>
      <Alert tone="success">Valid UUID</Alert>
    </div>
  ),
};
export const Badges: StoryObj = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge $tone="success">Valid JSON</Badge>
      <Badge $tone="danger">Invalid JSON</Badge>
      <Badge $tone="accent">Popular</Badge>
      <Badge>Neutral</Badge>
    </div>
  ),
};
export const Progress: StoryObj = { render: () => <ProgressBar value={45} /> };
export const Busy: StoryObj = { render: () => <Spinner label="Hashing" /> };
export const CardWithTitle: StoryObj = { render: () => <Card title="Output">Card content</Card> };
