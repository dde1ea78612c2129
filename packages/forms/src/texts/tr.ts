/**
 * The front-end forms' own interface texts in Turkish (steps, drafts, limits, the shop address
 * check). They lived in core's catalogue, which every shop page downloads, while no shop page used
 * them; they wait here for the forms' islands, which take them into their `defineMessages`.
 */
export const FORMS_TR = {
  stepProgress: '%{percent} tamamlandı',
  stepOf: 'Adım {current} / {total}',
  previousStep: 'Önceki adım',
  nextStep: 'Sonraki adım',
  draftSaved: 'Taslak kaydedildi',
  shopUrlAvailable: 'Bu mağaza adresi kullanılabilir',
  shopUrlUnavailable: 'Bu mağaza adresi kullanılamıyor',
  fileTypeNotAllowed: 'Bu dosya türüne izin verilmiyor',
  wordLimitMin: 'En az {n} kelime yazmalısınız',
  wordLimitMax: 'En fazla {n} kelime yazabilirsiniz',
  charLimitMin: 'En az {n} karakter yazmalısınız',
  charLimitMax: 'En fazla {n} karakter yazabilirsiniz',
};
