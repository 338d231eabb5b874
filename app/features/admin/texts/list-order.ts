// The words of the sortable lists (the menu, the slides): their moves, the screen reader's
// account of a drag, and what a refused reorder post says (docs/admin-texts.md §0).

export const listOrderMessages = {
  missing: "Sıralama verisi eksik.",
  unreadable: "Sıralama verisi okunamadı.",
  invalidOrder: "Geçersiz sıralama verisi.",
  invalidId: "Geçersiz öğe kimliği.",
  invalidDirection: "Geçersiz yön.",
  invalidIntent: "Geçersiz işlem.",
  invalidRequest: "Geçersiz istek.",
  duplicateId: "Bir öğe sıralamada birden fazla kez yer alıyor.",
};

export const sortableTexts = {
  /** dnd-kit's keyboard instructions. */
  dragInstructions:
    "Taşımak için boşluk veya Enter tuşuna basın. Ardından yukarı ve aşağı ok tuşlarıyla öğeyi kendi grubu içinde taşıyın; bırakmak için yeniden boşluk veya Enter, vazgeçmek için Escape tuşuna basın.",
  dragHandle: (label: string) => `Sürükleyerek taşı: ${label}`,
  moveUp: "Yukarı taşı",
  moveDown: "Aşağı taşı",
  moveButton: (direction: string, label: string) => `${direction}: ${label}`,
  // A drag, as announced; `name` comes quoted.
  quoted: (label: string) => `“${label}”`,
  position: (place: number, count: number) => `Konum: ${place} / ${count}.`,
  pickedUp: (name: string, position: string) => `${name} alındı. ${position}`,
  dropped: (name: string, position: string) => `${name} bırakıldı. ${position}`,
  droppedInPlace: (name: string) => `${name} bırakıldı; sıra değişmedi.`,
  cancelled: (name: string) => `Taşıma iptal edildi. ${name} eski yerinde kaldı.`,
};
