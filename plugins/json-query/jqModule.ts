import jq from 'jq-web';

/**
 * jq-web's export is a promise: a dynamic import() of it would be taken for a thenable and fail,
 * so the tool imports this module instead, which holds the promise under a name.
 */
export const jqReady = jq;
