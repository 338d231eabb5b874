// The Worker entry of the "worker" test project: the port and server code are tested by
// importing them directly, so this entry only has to exist (the app itself is the "app" project).
export default {
  fetch: () => new Response("test entry", { status: 404 }),
} satisfies ExportedHandler;
