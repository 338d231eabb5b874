// The words of the admin's paginated, searchable lists (docs/admin-texts.md §0): pages,
// projects, media, users and messages.

export const listTexts = {
  search: "Ara",
  searchLabel: (what: string) => `${what} içinde ara`,
  clear: "Aramayı temizle",
  noMatches: (search: string) => `“${search}” ile eşleşen kayıt yok.`,
  pagerLabel: "Sayfalar",
  previous: "Önceki",
  next: "Sonraki",
  page: (page: number) => `Sayfa ${page}`,
  range: (from: number, to: number, total: number) => `${total} kayıttan ${from}–${to} arası`,
};

/** What each list's search looks in, as its placeholder says. */
export const searchPlaceholders = {
  pages: "Başlık veya URL",
  projects: "Proje adı veya URL",
  media: "Dosya adı",
  users: "Ad veya e-posta",
  messages: "Ad, e-posta veya mesaj",
  redirects: "Eski adres veya hedef",
};
