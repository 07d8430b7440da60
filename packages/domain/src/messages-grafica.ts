/**
 * Italian texts of the graphics pages (/{game}/grafica: the list, the editor, the preview and delete dialogs): lazily
 * loaded routes that import them by path.
 */
export const GRAFICA_TEXTS = {
  DELETE_TITLE: 'Cancellazione grafica',
  LINKED: 'Collegata',
  COPY: 'Copia',
  LIST_SUBTITLE: 'Le schede con cui i sistemi sono mostrati alle ricevitorie: una per struttura, con anteprima.',
  NEW_GRAPHIC: 'Nuova grafica',
  SEARCH_PLACEHOLDER: 'Nome, struttura, ID',
  GRID_LABEL: 'Elenco grafiche',
  GRAPHIC: 'Grafica',
  STRUCTURE_HINT: 'Scegliere la struttura: la grafica ne segue il template grafico.',
  GRAPHIC_DATA: 'Dati della grafica',
  BACKGROUND_COLOR: 'Colore di sfondo',
  TEXT_COLOR: 'Colore del testo (contrasto almeno 4,5:1 con lo sfondo)',
  NUMBERS_COLOR: 'Colore dei numeri e delle fasce',
  BACKGROUND_IMAGE: 'Immagine di sfondo',
  REMOVE_IMAGE: 'Rimuovi immagine',
  BACKGROUND_IMAGE_HINT: 'JPEG o PNG, al massimo 1200×800 pixel: i testi restano su fasce del colore di sfondo.',
  GAME_LOGO: 'Logo del gioco',
  LINKED_TO_STRUCTURE: 'Collegata alla struttura',
  LINKED_TO_STRUCTURE_HINT:
    'Collegata alla struttura (i suoi sistemi la mostrano; gli Euronumeri della struttura restano bloccati)',
  SAVE_AND_BACK: 'Salva e torna alla struttura',
  SAVE_GRAPHIC: 'Salva grafica',
  PREVIEW_LABEL: 'Anteprima della grafica',
  PREVIEW_EMPTY: "Scegliere una struttura per vedere l'anteprima.",
  PREVIEW_SAMPLE: "Numeri d'esempio: ogni sistema della struttura mostra i propri numeri, il nome e il concorso.",
  DELETE_BODY:
    'Cancellare la grafica «{name}»? Se è collegata alla sua struttura, la struttura resterà senza grafica. Non è possibile cancellare una grafica mostrata da sistemi su un concorso.',
  PREVIEW_TITLE: 'Anteprima – {name}',
  PREVIEW_IMAGE_LABEL: 'Anteprima della grafica {name}',
  /** The list's row actions, named after the graphic. */
  PREVIEW_OF: 'Anteprima di {name}',
  EDIT_LABEL: 'Modifica {name}',
  DUPLICATE_LABEL: 'Duplica {name}',
  DELETE_LABEL: 'Cancella {name}',
  LIST_TITLE: 'Grafica – {game}',
  GRAPHIC_NAMED: 'Grafica «{name}»',
  /** The editor's title: "Grafica «Estate» – SuperEnalotto", "Nuova grafica – SuperEnalotto". */
  EDITOR_TITLE: '{title} – {game}',
  STRUCTURE_TEMPLATE: 'Struttura «{name}» · tipo {template} (il template grafico della struttura)',
  NAME_HINT: 'Unico per il gioco, al massimo {max} caratteri',
  /** {placeholders}: the title's placeholders as written, "{concorso} {nome}". */
  TITLE_PLACEHOLDERS: 'Segnaposto: {placeholders}',
  TEXT_N: 'Testo {n}',
} as const;
