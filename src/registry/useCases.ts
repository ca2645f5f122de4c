/**
 * The jobs the home page groups tools by. A tool joins a use case by naming its id in its
 * manifest's `useCases`; the card lists every tool that does.
 */
export const useCases = [
  {
    id: 'api',
    icon: 'globe',
    title: 'API Development',
    text: 'Build and check requests and payloads while you develop an API.',
  },
  {
    id: 'data',
    icon: 'database',
    title: 'Data Processing',
    text: 'Move data between formats and representations without uploading it.',
  },
  {
    id: 'debug',
    icon: 'bug',
    title: 'Debugging & Testing',
    text: 'Read failures, compare outputs and make test data.',
  },
] as const;

export type UseCase = (typeof useCases)[number];
export type UseCaseId = UseCase['id'];

export const useCaseIds: readonly UseCaseId[] = useCases.map((u) => u.id);
