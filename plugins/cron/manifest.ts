import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'cron',
  name: 'Cron Explainer',
  description:
    'Explain a cron expression in plain English, field by field, and list its next runs in two time zones, with what daylight saving time does to them. Unix, with seconds, Quartz, AWS EventBridge and Kubernetes CRON_TZ.',
  group: 'tools',
  path: '/tools/cron',
  aliases: ['/tools/crontab'],
  order: 7,
  icon: 'calendar-clock',
  keywords: [
    'cron',
    'crontab',
    'cron expression',
    'schedule',
    'quartz',
    'eventbridge',
    'kubernetes cronjob',
    'next run',
    'cron parser',
  ],
  features: [
    'Plain-English sentence and per-field meaning',
    'Next runs in two time zones',
    'DST gaps and overlaps explained',
    'Unix, Quartz, AWS and Kubernetes dialects',
  ],
  seo: {
    title: 'Cron Expression Explainer – Next Run Times',
    description:
      'Explain cron expressions in plain English and see the next run times in any time zone, with DST notes. Unix crontab, Quartz, AWS EventBridge and Kubernetes. Private: runs in your browser.',
    keywords: ['cron explainer', 'crontab guru', 'cron next run', 'quartz cron', 'aws cron expression'],
  },
  options: optionsSpec,
});
