/**
 * Italian texts of the graphics pages (/{game}/grafica: the list, the editor, the preview and delete dialogs): lazily
 * loaded routes that import them by path.
 */

export const DELETE_TITLE = 'Cancellazione grafica';
export const LINKED = 'Collegata';
export const COPY = 'Copia';
export const LIST_SUBTITLE =
  'Le schede con cui i sistemi sono mostrati alle ricevitorie: una per struttura, con anteprima.';
export const NEW_GRAPHIC = 'Nuova grafica';
export const SEARCH_PLACEHOLDER = 'Nome, struttura, ID';
export const GRID_LABEL = 'Elenco grafiche';
export const GRAPHIC = 'Grafica';
export const STRUCTURE_HINT = 'Scegliere la struttura: la grafica ne segue il template grafico.';
export const GRAPHIC_DATA = 'Dati della grafica';
export const BACKGROUND_COLOR = 'Colore di sfondo';
export const TEXT_COLOR = 'Colore del testo (contrasto almeno 4,5:1 con lo sfondo)';
export const NUMBERS_COLOR = 'Colore dei numeri e delle fasce';
export const BACKGROUND_IMAGE = 'Immagine di sfondo';
export const REMOVE_IMAGE = 'Rimuovi immagine';
export const BACKGROUND_IMAGE_HINT =
  'JPEG o PNG, al massimo 1200×800 pixel: i testi restano su fasce del colore di sfondo.';
export const GAME_LOGO = 'Logo del gioco';
export const LINKED_TO_STRUCTURE = 'Collegata alla struttura';
export const LINKED_TO_STRUCTURE_HINT =
  'Collegata alla struttura (i suoi sistemi la mostrano; gli Euronumeri della struttura restano bloccati)';
export const SAVE_AND_BACK = 'Salva e torna alla struttura';
export const SAVE_GRAPHIC = 'Salva grafica';
export const PREVIEW_LABEL = 'Anteprima della grafica';
export const PREVIEW_EMPTY = "Scegliere una struttura per vedere l'anteprima.";
export const PREVIEW_SAMPLE =
  "Numeri d'esempio: ogni sistema della struttura mostra i propri numeri, il nome e il concorso.";
export const DELETE_BODY =
  'Cancellare la grafica «{name}»? Se è collegata alla sua struttura, la struttura resterà senza grafica. Non è possibile cancellare una grafica mostrata da sistemi su un concorso.';
export const PREVIEW_TITLE = 'Anteprima – {name}';
export const PREVIEW_IMAGE_LABEL = 'Anteprima della grafica {name}';
/** The list's row actions, named after the graphic. */
export const PREVIEW_OF = 'Anteprima di {name}';
export const EDIT_LABEL = 'Modifica {name}';
export const DUPLICATE_LABEL = 'Duplica {name}';
export const DELETE_LABEL = 'Cancella {name}';
export const LIST_TITLE = 'Grafica – {game}';
export const GRAPHIC_NAMED = 'Grafica «{name}»';
/** The editor's title: "Grafica «Estate» – SuperEnalotto", "Nuova grafica – SuperEnalotto". */
export const EDITOR_TITLE = '{title} – {game}';
export const STRUCTURE_TEMPLATE = 'Struttura «{name}» · tipo {template} (il template grafico della struttura)';
export const NAME_HINT = 'Unico per il gioco, al massimo {max} caratteri';
/** {placeholders}: the title's placeholders as written, "{concorso} {nome}". */
export const TITLE_PLACEHOLDERS = 'Segnaposto: {placeholders}';
export const TEXT_N = 'Testo {n}';
