// Stands in for every classic script of the fixture: records that it ran, by its tag's id.
window.__classicRan = (window.__classicRan || []).concat(
  document.currentScript ? document.currentScript.id : '?',
);
