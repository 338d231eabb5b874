import { maxImagePixels } from "~/backend/image-header";
import { mediaInUseMessage, type MediaUse } from "~/backend/media-uses";
import { acceptedTypeNames, maxUploadBytes } from "~/backend/uploads";
import { formatBytes } from "~/lib/bytes";

import { maxFilesPerUpload, maxUploadTotalBytes } from "../media-limits";

// The media library's words (docs/admin-texts.md §8); the limits they name come from the rules.

export const mediaMessages = {
  listFailed: "Dosyalar yüklenemedi.",
  uploaded: (count: number) => `${count} dosya yüklendi.`,
  uploadFailed: (message: string) => `Dosya yüklenemedi: ${message}`,
  tooMany: `Bir seferde en fazla ${maxFilesPerUpload} dosya yüklenebilir.`,
  tooLargeTogether: `Bir seferde en fazla ${formatBytes(maxUploadTotalBytes)} yüklenebilir; dosyaları birkaç seferde yükleyin.`,
  notFiles: "Gönderilen alan bir dosya değil.",
  notFound: "Dosya bulunamadı.",
  detailsFailed: (message: string) => `Dosya bilgileri getirilemedi: ${message}`,
  updated: "Dosya güncellendi.",
  saveFailed: (message: string) => `Dosya kaydedilemedi: ${message}`,
  deleted: "Dosya silindi.",
  deleteFailed: (message: string) => `Dosya silinemedi: ${message}`,
  confirmDelete: (name: string) => `“${name}” dosyasını silmek istediğinizden emin misiniz?`,
  /** The delete prompt of a file still used: the backend's refusal (app/backend/media-uses.ts), before it is tried. */
  cannotDelete: (name: string, uses: MediaUse[]) => `“${name}” silinemez. ${mediaInUseMessage(uses)}`,
  altTextsSaved: (count: number) => `${count} dosyanın alt metni kaydedildi.`,
  /** A file of the "Alternatif metinler" screen deleted meanwhile: nothing of the batch was saved. */
  altTextFileGone: "Bu dosya bu arada silinmiş; satırını çıkarıp yeniden kaydedin.",
  altTextsGone: "Dosyalardan biri bu arada silinmiş; hiçbir alt metin kaydedilmedi.",
  copied: "Kopyalandı!",
  copyFailed: "Bağlantı kopyalanamadı; adresi elle kopyalayın.",
};

export const mediaTexts = {
  description: "Görselleri yükleyin, adreslerini kopyalayın, alt metinlerini düzenleyin.",
  uploadHeading: "Dosya yükle",
  filesHeading: "Dosyalar",
  empty: "Henüz dosya yok.",
  dropZone: "Dosyaları buraya sürükleyip bırakın ya da seçmek için tıklayın",
  upload: "Yükle",
  /** The drop zone's hint under its title, from the same limits the server applies. */
  uploadHint: `${acceptedTypeNames}; dosya başına en fazla ${formatBytes(maxUploadBytes)} ve ${maxImagePixels / 1_000_000} megapiksel, bir seferde en fazla ${maxFilesPerUpload} dosya.`,
  noAltText: "Alt metin yok",
  copyUrl: "URL'yi kopyala",
  copyLabel: (name: string) => `${name} adresini kopyala`,
  edit: (name: string) => `${name} dosyasını düzenle`,
  delete: (name: string) => `${name} dosyasını sil`,
  editTitle: "Dosyayı Düzenle",
  deleteTitle: "Dosyayı Sil",
  back: "Dosyalara dön",
  altText: "Alt metin",
  altTextHint: "Görseli göremeyenler için kısa bir tarif.",
  caption: "Alt yazı",
  altTextsTitle: "Alternatif metinler",
  altTextsDescription:
    "Yeni yüklenen her görsel için her dilde kısa bir tarif yazın; hepsi birlikte kaydedilir. Boş bırakılan dil Türkçe metni gösterir.",
  altTextsEmpty: "Gösterilecek dosya yok; dosyalar silinmiş olabilir.",
  removeRow: "Bu satırı çıkar",
};
