import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { faq } from '@/content/faq';
import { canvasOf } from '../../.storybook/play';
import { onlySection } from '../../.storybook/sections';
import { FaqPage } from './FaqPage';

const meta: Meta<typeof FaqPage> = { title: 'Pages/Faq', component: FaqPage, parameters: { route: '/faq' } };
export default meta;
type Story = StoryObj<typeof FaqPage>;

const [first, second] = faq.sections;

export const Default: Story = {};
export const Intro: Story = { decorators: [onlySection('header')] };

/** Every question closed: the page as it loads. */
export const AllClosed: Story = { decorators: [onlySection('div')] };

/** One question open. */
export const QuestionOpen: Story = {
  decorators: [onlySection('div')],
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    const question = c.getByRole('button', { name: first.items[0].question });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Opening a question in another section closes the one that was open: one answer at a time on the page. */
export const OtherQuestionOpen: Story = {
  decorators: [onlySection('div')],
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    const a = c.getByRole('button', { name: first.items[0].question });
    const b = c.getByRole('button', { name: second.items[0].question });
    await userEvent.click(a);
    await userEvent.click(b);
    await expect(a).toHaveAttribute('aria-expanded', 'false');
    await expect(b).toHaveAttribute('aria-expanded', 'true');
  },
};
