/**
 * The media library's and uploads' interface texts in Turkish (SPEC §8 lists them in Turkish without their wording).
 * They lived in core's catalogue, which every shop page downloads, while no shop page used them;
 * they wait here for the media islands, which take them into their `defineMessages`.
 */
export const MEDIA_TR = {
  uploadQueued: 'Sırada',
  uploadUploading: 'Yükleniyor',
  uploadDone: 'Yüklendi',
  uploadFailed: 'Yüklenemedi',
  uploadQueueLimit: 'Sıraya çok fazla dosya eklediniz.',
  uploadFileTooLarge: '{name} dosyası bu site için izin verilen en büyük yükleme boyutunu aşıyor.',
  uploadEmptyFile: '{name} dosyası boş. Lütfen başka bir dosya deneyin.',
  uploadTypeNotAllowed: 'Bu dosya türünü yüklemeye izniniz yok.',
  uploadNotImage: 'Bu dosya bir görsel değil. Lütfen başka bir dosya deneyin.',
  uploadMemoryExceeded: 'Bellek sınırı aşıldı. Lütfen daha küçük bir dosya deneyin.',
  uploadDimensionsExceeded:
    'Bu görsel izin verilen en büyük boyutları aşıyor. Lütfen başka bir görsel deneyin.',
  uploadGenericFailure: 'Yükleme sırasında bir hata oluştu. Lütfen daha sonra yeniden deneyin.',
  uploadServerConfig: 'Sunucu yapılandırmasında bir hata var.',
  uploadHttpError:
    'Sunucu beklenmedik bir yanıt verdi. Dosya yüklenmiş olabilir; ortam kitaplığını kontrol edin veya sayfayı yenileyin.',
  uploadHttpErrorImage:
    'Sunucu görseli işleyemedi. Sunucu meşgul olabilir ya da yeterli kaynağı olmayabilir. Daha küçük bir görsel yüklemeyi deneyin; önerilen en büyük boyut 2560 pikseldir.',
  uploadIoError: 'Dosya okunup yazılırken bir hata oluştu.',
  uploadSecurityError: 'Güvenlik hatası.',
  uploadCancelled: 'Yükleme iptal edildi.',
  uploadStopped: 'Yükleme durduruldu.',
  uploadRemove: '{name} dosyasını kaldır',
  mediaTrashed: 'Öğeyi çöp kutusuna taşıdınız.',
  mediaUndo: 'Geri al',
};
