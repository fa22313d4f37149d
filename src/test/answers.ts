// What a fake server answers in the page's unit tests. Tests only.

/** A JSON answer with this status, as the API sends it. */
export const jsonAnswer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
