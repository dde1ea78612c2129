/**
 * The text of an HTML string with its tags stripped (SPEC §8: a server error in an upload reply
 * is shown without tags). Script and style content is dropped too. Parsed in an inert `<template>`, so nothing loads or runs.
 */
export function htmlToText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const hidden of template.content.querySelectorAll('script, style, template, noscript'))
    hidden.remove();
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
