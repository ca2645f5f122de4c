import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'http-tester',
  name: 'HTTP Request Tester',
  description:
    'Send HTTP requests from your browser: any method, query params, headers, body, basic auth and a timeout. See status, timing, size, headers and the body, and get the matching cURL command.',
  group: 'tools',
  path: '/tools/http-tester',
  order: 3,
  icon: 'globe',
  useCases: ['api'],
  network:
    'When you press Send, your browser sends the method, URL, query parameters, headers, body and any credentials you entered directly to the server at that URL. The request does not pass through our servers, and we do not see it or its response.',
  faq: [
    {
      id: 'cors',
      question: 'Why can’t the HTTP tester reach some URLs?',
      answer: [
        'Requests are sent by your browser, so the browser’s cross-origin rules (CORS) apply: the server must allow requests from this site. If it does not, the browser blocks the response and the tester shows “Request Failed”. Public APIs that allow cross-origin requests work normally.',
      ],
    },
  ],
  keywords: ['http', 'rest', 'api', 'request', 'fetch', 'curl', 'postman', 'get', 'post', 'headers', 'cors', 'client'],
  features: [
    'GET, POST, PUT, DELETE, PATCH, HEAD, OPTIONS',
    'Params, headers, body, basic auth, timeout',
    'cURL command with Copy',
    'CORS failures explained',
  ],
  seo: {
    title: 'HTTP Request Tester – Online REST API Client',
    description:
      'Test REST APIs from your browser: set method, params, headers, body and basic auth, see status, time, size, headers and body, copy the cURL command. CORS errors explained.',
    keywords: ['http request tester', 'rest api tester', 'online api client', 'curl command generator', 'cors test'],
  },
  // kept in the page's memory only: the whole request holds its credentials, a response may hold a token
  secrets: [
    { field: 'fullRequest', label: 'credentials' },
    { field: 'response', label: 'response' },
  ],
  options: optionsSpec,
  shareLink: false,
});
