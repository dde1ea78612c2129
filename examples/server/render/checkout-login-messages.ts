/**
 * The errors the checkout login (admin-ajax `wopb_checkout_login`) answers, keyed by the field they
 * belong to ('default' is the general error area).
 */
export const checkoutLoginMessages = {
  usernameRequired: 'Kullanıcı adı ya da e-posta gerekli.',
  passwordRequired: 'Parola gerekli.',
  unknownUser: (login: string) =>
    `<strong>Hata:</strong> ${login} kullanıcı adı ya da e-posta adresi bu sitede kayıtlı değil.`,
  wrongPassword: (login: string) =>
    `<strong>Hata:</strong> ${login} kullanıcı adı için girdiğiniz parola hatalı.`,
  alreadyLoggedIn: 'Zaten giriş yapmış durumdasınız. Sayfayı yenileyin.',
};
