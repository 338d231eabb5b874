import { seedDemoFiles } from "./seed-d1";

// The demo seed's own Worker, started by scripts/prepare-local.mjs on the local state directory
// and sent one request: the demo images as a form. The app's Worker never imports this.

export default {
  async fetch(request, env) {
    const form = await request.formData();
    const readImage = async (name: string) => {
      const file = form.get(name);
      if (!(file instanceof File)) throw new Error(`demo-content/images/${name} does not exist.`);
      return new Uint8Array(await file.arrayBuffer());
    };
    try {
      // The content is signed with the secret the local server runs with (.dev.vars), so its pages
      // show it as stored (decision 035); under another secret they clean it when shown.
      const bindings = { db: env.DB, files: env.FILES, htmlSigningSecret: env.COOKIE_SECRET || undefined };
      return Response.json({ outcome: await seedDemoFiles(bindings, readImage) });
    } catch (error) {
      return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });
    }
  },
} satisfies ExportedHandler<Env>;
