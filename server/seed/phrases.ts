// Curated domain vocabulary for the demo-data generator (server/seed/demoData.ts).
// Templates use {slot} placeholders filled from NCR_SLOT_LISTS or the generator's context,
// and {a-b} for a random integer between a and b.

import type { Lang } from './places.ts';

/** Staff of the service/quality department: project owners and NCR assignees. */
export const PEOPLE: readonly string[] = [
  'Markus Lindner', 'Sabine Hofer', 'Thomas Gruber', 'Julia Wenger', 'Stefan Aigner', 'Katharina Moser',
  'Daniel Pichler', 'Anna Berger', 'Michael Huber', 'Laura Steiner', 'Rajesh Menon', 'Emily Carter',
];

// ---------------------------------------------------------------- station names

/** Local station-name patterns; {city}, {kv}, {dir}. English patterns are always possible too. */
export const STATION_NAME_PATTERNS: Partial<Record<Lang, readonly string[]>> = {
  de: ['Umspannwerk {city}', 'Umspannwerk {city} {dir}', 'UW {city} {kv} kV', 'Umspannwerk {city} {kv} kV', 'Schaltwerk {city}'],
  fr: ['Poste source {city}', 'Poste {kv} kV {city}', 'Poste de {city} {dir}'],
  es: ['Subestación {city}', 'SE {city} {kv} kV', 'Subestación {city} {dir}'],
  pt: ['Subestação {city}', 'SE {city} {kv} kV', 'Subestação {city} {dir}'],
  it: ['Cabina Primaria {city}', 'Stazione Elettrica {city}', 'CP {city} {dir}'],
  nl: ['Onderstation {city}', 'Schakelstation {city}', 'Station {city} {dir}'],
  pl: ['GPZ {city}', 'Stacja {kv} kV {city}', 'GPZ {city} {dir}'],
  cs: ['Rozvodna {city}', 'TR {city} {kv} kV', 'Transformovna {city} {dir}'],
  sv: ['Ställverk {city}', 'Transformatorstation {city} {dir}', 'Station {city} {kv} kV'],
  no: ['Transformatorstasjon {city}', '{city} transformatorstasjon', 'Koblingsstasjon {city}'],
  fi: ['Sähköasema {city}', '{city} sähköasema', 'Sähköasema {city} {dir}'],
  da: ['Station {city}', 'Transformerstation {city} {dir}', '{city} {kv} kV station'],
  hu: ['{city} alállomás', '{city} {dir} alállomás', '{city} {kv} kV alállomás'],
  yu: ['RTP {city}', 'TS {city} {kv} kV', 'TS {city} {dir}'],
  ro: ['Stația {city}', 'Stația {city} {dir}', 'Stația {kv} kV {city}'],
  tr: ['{city} TM', '{city} {dir} TM', '{city} {kv} kV Trafo Merkezi'],
};

export const DIRECTIONS: Partial<Record<Lang | 'default', readonly string[]>> = {
  default: ['North', 'South', 'East', 'West', 'Central', 'II'],
  de: ['Nord', 'Süd', 'Ost', 'West', 'Mitte', 'II'],
  fr: ['Nord', 'Sud', 'Est', 'Ouest', 'Centre'],
  es: ['Norte', 'Sur', 'Este', 'Oeste', 'Centro'],
  pt: ['Norte', 'Sul', 'Leste', 'Oeste', 'Centro'],
  it: ['Nord', 'Sud', 'Est', 'Ovest', 'Centro'],
  nl: ['Noord', 'Zuid', 'Oost', 'West', 'Centrum'],
  pl: ['Północ', 'Południe', 'Wschód', 'Zachód', 'Centrum'],
  cs: ['Sever', 'Jih', 'Východ', 'Západ', 'Centrum'],
  sv: ['Norr', 'Söder', 'Öst', 'Väst'],
  fi: ['Pohjoinen', 'Etelä', 'Itä', 'Länsi'],
  da: ['Nord', 'Syd', 'Øst', 'Vest'],
  hu: ['Észak', 'Dél', 'Kelet', 'Nyugat'],
  yu: ['Sever', 'Jug', 'Istok', 'Zapad', 'Centar'],
  ro: ['Nord', 'Sud', 'Est', 'Vest'],
  tr: ['Kuzey', 'Güney', 'Doğu', 'Batı', 'OSB'],
};

export const ENGLISH_NAME_PATTERNS: readonly string[] = [
  'Substation {city} {kv} kV', 'Substation {city}', '{city} {kv} kV Substation', '{city} {dir} Substation',
  '{city} Power Station', '{city} Switching Station', '{city} Wind Farm', '{city} Solar Park',
  '{city} Zone Substation', '{city} Grid Substation', '{city} Hydro Power Plant', 'Substation {city} {dir}',
];

/** Name suffixes of follow-up projects (children of a parent project at the same site), by station type. */
export const CHILD_SUFFIXES: Record<string, readonly string[]> = {
  Service: ['Service Contract', 'Annual Inspection {year}', 'SNNM Upgrade', 'Oil Analysis {year}'],
  Parts: ['Spare Parts', 'Spare Parts {year}', 'Strategic Spares'],
  Repair: ['Repair', 'Plunger Drive Repair', 'Controller Repair', 'Bushing Replacement'],
  RCC: ['RCC Retrofit', 'Residual Current Compensation'],
  ASC: ['Second Coil', 'Extension', 'Bay {1-6} Extension', 'Coil Replacement'],
  EFL: ['Earth Fault Location', 'EFL Retrofit'],
};

// ---------------------------------------------------------------- people

/** Curated first/last names per language; 'de' and 'en' come from faker instead. */
export const NAMES: Partial<Record<Lang, { first: readonly string[]; last: readonly string[] }>> = {
  fr: { first: ['Julien', 'Camille', 'Nicolas', 'Sophie', 'Mathieu', 'Claire', 'Laurent', 'Élodie'],
    last: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Fournier', 'Rousseau'] },
  es: { first: ['Javier', 'Lucía', 'Carlos', 'María', 'Alejandro', 'Carmen', 'Diego', 'Sofía'],
    last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Torres'] },
  pt: { first: ['João', 'Ana', 'Pedro', 'Mariana', 'Rafael', 'Beatriz', 'Tiago', 'Luísa'],
    last: ['Silva', 'Santos', 'Oliveira', 'Pereira', 'Costa', 'Ferreira', 'Rodrigues', 'Almeida'] },
  it: { first: ['Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo', 'Elena'],
    last: ['Rossi', 'Bianchi', 'Colombo', 'Ferrari', 'Ricci', 'Marino', 'Greco', 'Conti'] },
  nl: { first: ['Jeroen', 'Sanne', 'Pieter', 'Femke', 'Bram', 'Lotte', 'Joost', 'Anouk'],
    last: ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Peeters', 'Maes'] },
  pl: { first: ['Piotr', 'Anna', 'Tomasz', 'Katarzyna', 'Marcin', 'Agnieszka', 'Paweł', 'Magdalena'],
    last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Mazur'] },
  cs: { first: ['Jan', 'Petra', 'Martin', 'Lucie', 'Tomáš', 'Jana', 'Jakub', 'Zuzana'],
    last: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Horváth', 'Veselý'] },
  sv: { first: ['Erik', 'Anna', 'Lars', 'Karin', 'Johan', 'Maria', 'Anders', 'Elin'],
    last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Lindqvist', 'Berg'] },
  no: { first: ['Ole', 'Ingrid', 'Lars', 'Kari', 'Magnus', 'Silje', 'Henrik', 'Ingeborg'],
    last: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Haugen', 'Berg', 'Dahl', 'Bakke'] },
  fi: { first: ['Mikko', 'Laura', 'Juha', 'Anna', 'Timo', 'Sanna', 'Antti', 'Katja'],
    last: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Heikkinen', 'Koskinen', 'Laine', 'Järvinen'] },
  da: { first: ['Mads', 'Mette', 'Rasmus', 'Sofie', 'Søren', 'Louise', 'Mikkel', 'Camilla'],
    last: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Sørensen', 'Madsen'] },
  hu: { first: ['László', 'Katalin', 'Gábor', 'Zsófia', 'Péter', 'Eszter', 'Balázs', 'Anna'],
    last: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár'] },
  yu: { first: ['Marko', 'Ana', 'Luka', 'Maja', 'Nikola', 'Ivana', 'Matej', 'Jelena'],
    last: ['Novak', 'Horvat', 'Kovačević', 'Petrović', 'Jovanović', 'Babić', 'Kranjc', 'Marić'] },
  ro: { first: ['Andrei', 'Ioana', 'Mihai', 'Elena', 'Alexandru', 'Cristina', 'Radu', 'Andreea'],
    last: ['Popescu', 'Ionescu', 'Popa', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Munteanu'] },
  bg: { first: ['Georgi', 'Maria', 'Ivan', 'Elena', 'Dimitar', 'Desislava', 'Nikolay', 'Petya'],
    last: ['Ivanov', 'Georgieva', 'Dimitrov', 'Petrova', 'Nikolov', 'Stoyanov', 'Todorov', 'Angelova'] },
  el: { first: ['Giorgos', 'Maria', 'Nikos', 'Eleni', 'Dimitris', 'Katerina', 'Kostas', 'Sofia'],
    last: ['Papadopoulos', 'Georgiou', 'Nikolaou', 'Karagiannis', 'Vlachos', 'Oikonomou', 'Makris', 'Christou'] },
  tr: { first: ['Mehmet', 'Ayşe', 'Mustafa', 'Zeynep', 'Emre', 'Elif', 'Burak', 'Selin'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk'] },
  baltic: { first: ['Tomas', 'Rasa', 'Mantas', 'Ieva', 'Jānis', 'Liene', 'Martin', 'Kadri'],
    last: ['Kazlauskas', 'Petrauskaitė', 'Bērziņš', 'Kalniņa', 'Tamm', 'Saar', 'Jankauskas', 'Ozols'] },
  ru: { first: ['Oleksandr', 'Iryna', 'Dmitry', 'Olga', 'Serik', 'Aigerim', 'Bat-Erdene', 'Nomin'],
    last: ['Kovalenko', 'Shevchenko', 'Petrov', 'Nurlanov', 'Akhmetova', 'Bold', 'Ganbaatar', 'Tkachenko'] },
  zh: { first: ['Wei', 'Jing', 'Lei', 'Xiaoming', 'Yan', 'Hao', 'Li Na', 'Jun'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang'] },
  ja: { first: ['Takashi', 'Yuki', 'Hiroshi', 'Akiko', 'Kenji', 'Naoko', 'Daisuke', 'Emi'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura'] },
  ko: { first: ['Min-jun', 'Seo-yeon', 'Ji-hoon', 'Hye-jin', 'Dong-hyun', 'Soo-min', 'Jae-won', 'Eun-ji'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon'] },
  in: { first: ['Arjun', 'Priya', 'Vikram', 'Ananya', 'Suresh', 'Kavita', 'Imran', 'Deepa'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Khan', 'Deshpande'] },
  malay: { first: ['Budi', 'Siti', 'Agus', 'Dewi', 'Ahmad', 'Nurul', 'Hendra', 'Farah'],
    last: ['Santoso', 'Wijaya', 'Pratama', 'Hidayat', 'Abdullah', 'Rahman', 'Ismail', 'Kurniawan'] },
  th: { first: ['Somchai', 'Suda', 'Anan', 'Nattaya', 'Prasert', 'Kanya', 'Wichai', 'Ploy'],
    last: ['Saetang', 'Srisuk', 'Wongsawat', 'Chaiyaporn', 'Boonmee', 'Thongdee', 'Kittisak', 'Rattanakorn'] },
  vi: { first: ['Minh', 'Lan', 'Tuấn', 'Hương', 'Dũng', 'Thảo', 'Hùng', 'Mai'],
    last: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi'] },
  ar: { first: ['Ahmed', 'Fatima', 'Omar', 'Layla', 'Khalid', 'Nour', 'Youssef', 'Rania'],
    last: ['Al-Harbi', 'Haddad', 'Al-Mansouri', 'Nasser', 'El-Sayed', 'Benali', 'Al-Qahtani', 'Saleh'] },
  af: { first: ['Thabo', 'Nomsa', 'Sipho', 'Wanjiru', 'Kwame', 'Chipo', 'Tendai', 'Chinedu', 'Pieter', 'Grace'],
    last: ['Nkosi', 'Dlamini', 'Mokoena', 'Kamau', 'Mensah', 'Moyo', 'Okafor', 'Banda', 'van der Merwe', 'Tesfaye'] },
  cau: { first: ['Giorgi', 'Nino', 'Levan', 'Tamar', 'Armen', 'Anahit', 'Davit', 'Lusine'],
    last: ['Beridze', 'Kapanadze', 'Gelashvili', 'Lomidze', 'Grigoryan', 'Harutyunyan', 'Sargsyan', 'Hakobyan'] },
};

export const CONTACT_ROLES: readonly string[] = [
  'Project Manager', 'Protection Engineer', 'Site Manager', 'Commissioning Engineer', 'Asset Manager',
  'Head of Substations', 'Procurement', 'Network Planning', 'Maintenance Supervisor', 'EPC Site Engineer',
];

// ---------------------------------------------------------------- station comments and management review

export const COMMENT_LINES: readonly string[] = [
  'FAT passed without findings.', 'FAT passed with {1-4} minor findings.',
  'Transport by truck; crane on site provided by customer.', 'Sea freight to {port}, inland transport by customer.',
  'Customer requires documentation in {language}.', 'Additional IEC 61850 interface ordered (change order CO-{100-999}).',
  'Site access only after safety induction; book two weeks in advance.', 'Spare parts kit delivered with main shipment.',
  'Existing controller replaced by {cpu} during commissioning.',
  'Staged earth fault test passed, residual current {3-25} A.', 'Commissioning postponed by customer (outage not approved).',
  'Remote access via customer VPN available.', 'Oil samples taken at commissioning, results OK.',
  'Network capacitance measured {20-480} A at commissioning.', 'Customer training held for {2-12} participants.',
  'Coil delivered with nitrogen filling; oil filling on site.', 'Foundation drawings approved by customer.',
  'Second coil planned for network extension.', 'Parallel operation with existing coil of other manufacturer.',
];

/** Comment lines for service, repair, parts and workshop orders. */
export const SERVICE_COMMENT_LINES: readonly string[] = [
  'Service technician on site for {1-5} days.', 'Annual inspection carried out; oil sample sent to lab.',
  'Plunger drive motor and limit switches replaced.', 'Controller firmware updated to latest SNNM release.',
  'Quotation for follow-up service sent.', 'Spare parts shipped by courier.', 'Parts taken from stock, no production order.',
  'Unit returned to workshop for repair; inspection report in project folder.', 'Customer PO received by e-mail.',
  'Remote support session via customer VPN.',
];

export const PORTS: readonly string[] = ['Hamburg', 'Koper', 'Rotterdam', 'Antwerp', 'Durban', 'Santos', 'Jebel Ali', 'Port Klang', 'Fremantle', 'Houston', 'Shanghai'];

export const REVIEW_LINES: readonly string[] = [
  'Project margin {8-32} % (calculated {12-30} %).', 'Customer satisfaction good; follow-up order expected.',
  'Delay of {1-14} weeks due to {delay}.', 'Warranty costs EUR {500-25000} so far.',
  'Project closed, lessons learned recorded.', 'Penalty clause not triggered.',
  'Additional site visits not invoiced ({1-5} days).', 'Reference project for {country} – customer agreed to site visits.',
  'Price pressure from competitor; margin below target.', 'Frame agreement with customer under negotiation.',
];

export const REVIEW_PR_LINES: readonly string[] = [
  'Final payment ({5-20} %) pending SAT certificate.', 'Remaining payment outstanding, reminder sent.',
  'Retention of {5-10} % until end of warranty.', 'Customer withholds payment until NCR is closed.',
];

export const DELAY_REASONS: readonly string[] = [
  'late customer approval of drawings', 'supplier delay of bushings', 'customer outage planning', 'customs clearance',
  'site not ready', 'additional type test requested', 'workshop capacity',
];
