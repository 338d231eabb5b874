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
      return Response.json({ outcome: await seedDemoFiles({ db: env.DB, files: env.FILES }, readImage) });
    } catch (error) {
      return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });
    }
  },
} satisfies ExportedHandler<Env>;
