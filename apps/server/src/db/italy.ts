import type { Region, Zone } from '@bacheca/domain';
/** Realistic Italian places for demo data: city, province code, region, zone. */
export const CITIES: Array<[city: string, province: string, region: Region, cap: string]> = [
  ['Roma', 'RM', 'Lazio', '00184'], ['Latina', 'LT', 'Lazio', '04100'], ['Frosinone', 'FR', 'Lazio', '03100'], ['Viterbo', 'VT', 'Lazio', '01100'],
  ['Milano', 'MI', 'Lombardia', '20121'], ['Bergamo', 'BG', 'Lombardia', '24121'], ['Brescia', 'BS', 'Lombardia', '25121'], ['Monza', 'MB', 'Lombardia', '20900'], ['Como', 'CO', 'Lombardia', '22100'], ['Pavia', 'PV', 'Lombardia', '27100'], ['Varese', 'VA', 'Lombardia', '21100'],
  ['Napoli', 'NA', 'Campania', '80133'], ['Salerno', 'SA', 'Campania', '84121'], ['Caserta', 'CE', 'Campania', '81100'], ['Avellino', 'AV', 'Campania', '83100'], ['Torre del Greco', 'NA', 'Campania', '80059'],
  ['Torino', 'TO', 'Piemonte', '10121'], ['Novara', 'NO', 'Piemonte', '28100'], ['Alessandria', 'AL', 'Piemonte', '15121'], ['Cuneo', 'CN', 'Piemonte', '12100'],
  ['Palermo', 'PA', 'Sicilia', '90133'], ['Catania', 'CT', 'Sicilia', '95121'], ['Messina', 'ME', 'Sicilia', '98122'], ['Siracusa', 'SR', 'Sicilia', '96100'], ['Ragusa', 'RG', 'Sicilia', '97100'],
  ['Genova', 'GE', 'Liguria', '16121'], ['La Spezia', 'SP', 'Liguria', '19121'], ['Savona', 'SV', 'Liguria', '17100'],
  ['Bologna', 'BO', 'Emilia-Romagna', '40121'], ['Modena', 'MO', 'Emilia-Romagna', '41121'], ['Parma', 'PR', 'Emilia-Romagna', '43121'], ['Reggio Emilia', 'RE', 'Emilia-Romagna', '42121'], ['Rimini', 'RN', 'Emilia-Romagna', '47921'], ['Ferrara', 'FE', 'Emilia-Romagna', '44121'],
  ['Firenze', 'FI', 'Toscana', '50122'], ['Prato', 'PO', 'Toscana', '59100'], ['Livorno', 'LI', 'Toscana', '57123'], ['Pisa', 'PI', 'Toscana', '56125'], ['Arezzo', 'AR', 'Toscana', '52100'], ['Siena', 'SI', 'Toscana', '53100'],
  ['Bari', 'BA', 'Puglia', '70121'], ['Taranto', 'TA', 'Puglia', '74121'], ['Foggia', 'FG', 'Puglia', '71121'], ['Lecce', 'LE', 'Puglia', '73100'], ['Brindisi', 'BR', 'Puglia', '72100'],
  ['Venezia', 'VE', 'Veneto', '30121'], ['Verona', 'VR', 'Veneto', '37121'], ['Padova', 'PD', 'Veneto', '35121'], ['Vicenza', 'VI', 'Veneto', '36100'], ['Treviso', 'TV', 'Veneto', '31100'],
  ['Trieste', 'TS', 'Friuli-Venezia Giulia', '34121'], ['Udine', 'UD', 'Friuli-Venezia Giulia', '33100'],
  ['Trento', 'TN', 'Trentino-Alto Adige', '38122'], ['Bolzano', 'BZ', 'Trentino-Alto Adige', '39100'],
  ['Perugia', 'PG', 'Umbria', '06121'], ['Terni', 'TR', 'Umbria', '05100'],
  ['Ancona', 'AN', 'Marche', '60121'], ['Pesaro', 'PU', 'Marche', '61121'], ['Macerata', 'MC', 'Marche', '62100'],
  ['Pescara', 'PE', 'Abruzzo', '65121'], ["L'Aquila", 'AQ', 'Abruzzo', '67100'], ['Chieti', 'CH', 'Abruzzo', '66100'],
  ['Campobasso', 'CB', 'Molise', '86100'], ['Potenza', 'PZ', 'Basilicata', '85100'], ['Matera', 'MT', 'Basilicata', '75100'],
  ['Reggio Calabria', 'RC', 'Calabria', '89121'], ['Cosenza', 'CS', 'Calabria', '87100'], ['Catanzaro', 'CZ', 'Calabria', '88100'],
  ['Cagliari', 'CA', 'Sardegna', '09121'], ['Sassari', 'SS', 'Sardegna', '07100'], ['Olbia', 'SS', 'Sardegna', '07026'],
  ['Aosta', 'AO', "Valle d'Aosta", '11100'],
];

export const ZONE_BY_REGION: Record<Region, Zone> = {
  Piemonte: 'NORD_OVEST', "Valle d'Aosta": 'NORD_OVEST', Liguria: 'NORD_OVEST', Lombardia: 'NORD_OVEST',
  'Trentino-Alto Adige': 'NORD_EST', Veneto: 'NORD_EST', 'Friuli-Venezia Giulia': 'NORD_EST', 'Emilia-Romagna': 'NORD_EST',
  Toscana: 'CENTRO', Umbria: 'CENTRO', Marche: 'CENTRO', Lazio: 'CENTRO',
  Abruzzo: 'SUD', Molise: 'SUD', Campania: 'SUD', Puglia: 'SUD', Basilicata: 'SUD', Calabria: 'SUD',
  Sicilia: 'ISOLE', Sardegna: 'ISOLE',
};

export const SURNAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo',
  'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro',
  'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile', 'Martinelli', 'Vitale',
  'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti', 'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri',
  'Fabbri', 'Bianco', 'Marini', 'Grasso', 'Valentini', 'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo',
];

export const FIRST_NAMES = [
  'Giuseppe', 'Giovanni', 'Antonio', 'Mario', 'Luigi', 'Francesco', 'Angelo', 'Vincenzo', 'Pietro', 'Salvatore', 'Carlo',
  'Franco', 'Domenico', 'Bruno', 'Paolo', 'Marco', 'Andrea', 'Luca', 'Alessandro', 'Stefano', 'Maria', 'Anna', 'Giuseppina',
  'Rosa', 'Angela', 'Giovanna', 'Teresa', 'Lucia', 'Carmela', 'Caterina', 'Francesca', 'Laura', 'Chiara', 'Giulia',
  'Sara', 'Elena', 'Paola', 'Valentina', 'Federica', 'Silvia',
];

export const SHOP_KINDS = ['Tabaccheria', 'Bar Tabacchi', 'Ricevitoria', 'Edicola', 'Bar', 'Caffè', 'Tabacchi e Lotto', 'Emporio'];
export const SHOP_NAMES = ['Centrale', 'della Stazione', 'del Corso', 'Italia', 'Roma', 'Garibaldi', 'Mazzini', 'San Marco', 'della Piazza', 'Vittoria', 'Fortuna', 'Stella', 'del Porto', 'Verdi', 'Dante', 'Aurora', 'Il Quadrifoglio', 'La Dea Bendata'];
export const STREETS = ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Mazzini', 'Piazza Duomo', 'Via Dante', 'Corso Vittorio Emanuele', 'Via Verdi', 'Via Cavour', 'Viale della Repubblica', 'Via XX Settembre', 'Piazza Garibaldi', 'Via Nazionale', 'Via San Francesco'];
