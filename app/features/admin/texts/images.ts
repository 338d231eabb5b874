import { maxImagePixels } from "~/backend/image-header";
import { acceptedTypeNames, imageProblemMessages, imageUploadFailed, maxUploadBytes } from "~/backend/uploads";
import { formatBytes } from "~/lib/bytes";

// The words of every image field (docs/admin-texts.md §7): an entity's own image and the
// settings' choice from the media library. Limits and types come from the upload rules.

const limitsHint = `${acceptedTypeNames}; en fazla ${formatBytes(maxUploadBytes)} ve ${maxImagePixels / 1_000_000} megapiksel.`;

export const imageTexts = {
  label: "Görsel",
  hint: limitsHint,
  current: "Mevcut görsel",
  preview: "Seçilen görselin önizlemesi",
  chosenPreview: "Yeni görsel",
  shrinking: "Görsel küçültülüyor…",
  shrunk: (width: number, height: number) =>
    `Görsel ${maxImagePixels / 1_000_000} megapiksele sığması için ${width} × ${height} piksele küçültüldü.`,
  remove: "Görseli kaldır",
  required: "Görsel zorunludur.",
  wrongType: imageUploadFailed(imageProblemMessages.wrongType),
  tooLarge: imageUploadFailed(imageProblemMessages.tooLarge),
  uploadFailed: imageUploadFailed,
  // An entity image's choice from the library (decision 053)
  pickFromLibrary: "Kütüphaneden seç",
  notPicked: "Kütüphaneden seçme (yüklenen ya da mevcut görsel kalır)",
  // The settings' image choice
  chosen: (name: string) => `Seçili: ${name}`,
  noneChosen: "Görsel seçilmedi.",
  fromLibrary: "Medya kütüphanesinden seç",
  none: "Görsel yok",
  orUpload: "Ya da yeni görsel yükleyin",
  uploadHint: `${limitsHint} Medya kütüphanesine de eklenir.`,
};
