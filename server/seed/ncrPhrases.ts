// Curated NCR (non-conformance report) vocabulary for the demo-data generator (server/seed/demoData.ts).
// {slot} placeholders are filled from NCR_SLOT_LISTS or the generator's context ({part}, {supplier}, {phase},
// {cpu}, {othercpu}, {ver}); {a-b} is a random integer between a and b.

/** What kind of component a part is; NCR templates name the kinds they make sense for. */
export type PartKind =
  | 'coil' // main active part in its tank
  | 'accessory' // tank-mounted accessories
  | 'winding' // auxiliary windings and resistors
  | 'drive' // plunger drive
  | 'tapchanger'
  | 'electronics' // controllers and converters with firmware
  | 'component' // bought-in electrical components
  | 'cabinet'
  | 'docs'
  | 'software';
export interface Part { name: string; kind: PartKind }

const parts = (kind: PartKind, ...names: string[]): Part[] => names.map((name) => ({ name, kind }));

/** Components by part group; an issue's product field is '<cat> <voltage> <component>'. */
export const PARTS: Record<string, readonly Part[]> = {
  ASC: [
    ...parts('coil', 'plunger coil', 'tank'),
    ...parts('accessory', 'oil conservator', 'bushing', 'radiator', 'Buchholz relay', 'oil level indicator'),
    ...parts('winding', 'auxiliary power winding', 'measuring winding', 'secondary power resistor'),
    ...parts('drive', 'plunger drive', 'motor drive unit'),
    ...parts('tapchanger', 'tap changer'),
    ...parts('electronics', 'controller'),
    ...parts('component', 'limit switch', 'position encoder', 'current transformer'),
    ...parts('cabinet', 'control cabinet', 'terminal box'),
  ],
  GFN: [
    ...parts('electronics', 'inverter', 'control unit'),
    ...parts('winding', 'injection transformer'),
    ...parts('component', 'DC link capacitor', 'IGBT module', 'cooling fan'),
    ...parts('cabinet', 'inverter cabinet'),
  ],
  RCC: [...parts('electronics', 'converter', 'control unit'), ...parts('component', 'IGBT stack'), ...parts('cabinet', 'converter cabinet')],
  GT: [
    ...parts('coil', 'grounding transformer', 'zig-zag winding'),
    ...parts('accessory', 'bushing', 'radiator', 'oil level indicator'),
    ...parts('tapchanger', 'off-load tap changer'),
  ],
  NER: [...parts('component', 'resistor grid', 'current transformer', 'disconnector'), ...parts('cabinet', 'resistor enclosure')],
  EFL: [...parts('electronics', 'earth fault locator', 'feeder relay'), ...parts('component', 'feeder sensor', 'fibre-optic link'), ...parts('cabinet', 'relay panel')],
  OTHER: [...parts('docs', 'documentation', 'O&M manual', 'test report'), ...parts('software', 'firmware', 'HMI software')],
};

const BOUGHT_IN: PartKind[] = ['accessory', 'drive', 'tapchanger', 'component', 'cabinet', 'winding'];

export interface NcrTemplate {
  cat: 1 | 2 | 3 | 4;
  kinds: readonly PartKind[];
  text: string;
  /** Root causes / corrective actions specific to this finding; the category's generic ones are used otherwise. */
  causes?: readonly string[];
  /** Only possible after delivery (on site). */
  site?: boolean;
}
const t = (cat: 1 | 2 | 3 | 4, kinds: PartKind[], text: string, causes?: string[]): NcrTemplate =>
  causes ? { cat, kinds, text, causes } : { cat, kinds, text };
/** A finding that can only be made on site, after delivery. */
const site = (tpl: NcrTemplate): NcrTemplate => ({ ...tpl, site: true });

export const NCR_TEMPLATES: readonly NcrTemplate[] = [
  // ---- Minor
  t(1, ['coil', 'accessory', 'cabinet', 'drive'], 'Paint damage on {part} found at {phase}; approx. {2-40} cm² down to primer.', [
    'Handling damage during loading; touch-up paint applied on site.',
    'Insufficient edge protection in packing; packing instruction updated, touch-up kit sent.']),
  t(1, ['coil', 'cabinet'], 'Colour shade of {part} is RAL {ral} instead of specified RAL {ral2}.', [
    'Colour taken from standard order template instead of customer specification; customer accepted as-is with price reduction.',
    'Paint shop used wrong batch; parts repainted.']),
  t(1, ['coil', 'drive', 'tapchanger', 'electronics', 'component', 'cabinet'], 'Nameplate of {part} shows wrong {plate}.', [
    'Nameplate generated from outdated order data; new nameplate engraved and mounted on site.',
    'Typing error in nameplate data sheet; four-eyes check introduced.']),
  t(1, ['cabinet', 'electronics'], 'Labelling of terminal strip X{1-12} in {part} does not match wiring diagram sheet {2-40}.', [
    'Label printer template outdated; template corrected and new labels sent.',
    'Late wiring change not transferred to labels; labels replaced on site.']),
  site(t(1, ['cabinet'], 'Door seal of {part} detached after transport; {2-3} cable glands missing.', [
    'Adhesive of seal not cured before shipment; seal replaced, glands sent by courier.',
    'Gland plate assembled without plugs at the workshop; plugs sent by courier.'])),
  t(1, ['coil', 'accessory'], 'Slight oil sweating at {part}; no drop formation observed.', [
    'Residual oil from filling not cleaned off; surface cleaned, no further sweating after 4 weeks.',
    'Flange bolts settled after transport; re-torqued, observed during next inspection.']),
  site(t(1, ['coil', 'cabinet'], 'Earthing strap between {part} and base frame missing.', [
    'Strap packed loose in accessory box and not found by site team; mounted during commissioning.',
    'Cabinet checklist did not include the item; checklist extended.'])),
  t(1, ['cabinet'], 'Anti-condensation heater thermostat in {part} set to {30-45} °C instead of 15 °C.', [
    'Parameter default not adapted to customer specification; corrected on site.']),
  site(t(1, ['electronics', 'software'], 'HMI language of {part} set to {wronglang} instead of {language}.', [
    'Language parameter not part of the commissioning checklist; corrected remotely and checklist extended.'])),
  site(t(1, ['docs'], '{part} delivered in {wronglang} only; customer requests {language} version.', [
    'Document language not stated in order confirmation; {language} version issued.'])),
  // ---- Major
  t(2, ['coil', 'accessory'], 'Oil leak at {part}; approx. {2-30} drops per minute observed during {phase}.', [
    'Gasket compression insufficient due to wrong torque; bolts re-torqued to {40-120} Nm and leak test repeated.',
    'Porous weld seam found; seam repaired by welding after draining oil, tightness test passed.',
    'Gasket material not oil-resistant (wrong article); all gaskets of the flange replaced.']),
  t(2, ['drive'], '{part} stops at {20-90} % of travel; motor protection switch trips.', [
    'Limit switch misadjusted at factory; readjusted, drive tested over full stroke.',
    'Spindle lubrication insufficient; spindle cleaned and greased, motor current back to normal.',
    'Contact wear in motor drive gearbox; gearbox replaced under warranty.']),
  t(2, ['tapchanger'], '{part} blocks between positions {1-9} and {10-18}; manual operation required.', [
    'Detent mechanism damaged during transport; tap changer overhauled on site.',
    'Wrong coupling shaft length; shaft replaced and positions verified.']),
  site(t(2, ['electronics', 'software'], '{part} reboots cyclically after {trigger}; tuning not possible.', [
    'Firmware bug in watchdog handling; fixed in {ver}.',
    'Auxiliary supply dips below 80 % during switching; UPS added to auxiliary supply.'])),
  t(2, ['electronics', 'drive', 'software'], 'Tuning fails to converge during {phase}; resonance point not found, detuning {6-25} % out of tolerance.', [
    'Encoder cable routed next to power cable causing interference; cable re-routed and shielded.',
    'Neutral voltage below measuring threshold due to highly symmetric network; injection mode enabled.',
    'Wrong VT ratio parameterised; corrected and tuning verified.']),
  site(t(2, ['coil', 'accessory'], 'Transport damage: {part} shifted on trailer, {tankdamage}.', [
    'Inadequate lashing on trailer; transport instruction updated and damaged parts replaced.',
    'Forwarder ignored lifting instructions; claim filed with forwarder insurance.'])),
  site(t(2, ['cabinet'], 'Transport damage: {part} shifted on trailer, {cabinetdamage}.', [
    'Inadequate lashing on trailer; transport instruction updated and damaged parts replaced.'])),
  site(t(2, ['coil'], 'Shock recorder showed {3-9} g during transport; internal inspection of {part} required.', [
    'Hard handling at port; internal inspection without findings, FRA measurement matches factory fingerprint.',
    'Active part shifted by {2-8} mm; unit returned to factory for repair.'])),
  t(2, ['coil', 'winding'], 'Insulation resistance of {part} only {2-40} MΩ during {phase} (limit 100 MΩ).', [
    'Moisture ingress during storage at site; active part dried, oil treated and retested.',
    'Damaged lead insulation at terminal board; lead re-insulated, retest passed.']),
  site(t(2, ['coil'], 'Buchholz relay alarm after first energisation; gas sample taken from {part}.', [
    'Air trapped during on-site oil filling; unit vented, DGA without findings.',
    'Loose core earthing connection; fixed after draining, DGA trend normal since.'])),
  t(2, ['electronics'], 'Firmware {ver} of {part} loses parameter set after power cycle.', [
    'Flash write not completed before shutdown; fixed in next SNNM patch release.',
    'Faulty backup battery on CPU board; board replaced.']),
  t(2, ['coil', 'winding'], 'Partial discharge of {part} exceeds {110-600} pC at 1.1 Um during {phase}.', [
    'Sharp edge on lead exit; edge rounded and shielded, PD below 50 pC after rework.',
    'Insufficient oil impregnation time; unit re-impregnated and retested.']),
  site(t(2, ['electronics'], 'Earth fault detection failed to select the faulty feeder during staged fault test; {part} suspected.', [
    'Wrong CT ratio parameterised; corrected and staged fault test repeated successfully.',
    'Feeder CT polarity reversed in customer wiring; corrected by customer, test repeated successfully.'])),
  t(2, ['drive', 'tapchanger', 'electronics', 'component'], 'Function test of {part} failed during {phase}; station could not be released for operation.'),
  // ---- Supplier
  t(3, BOUGHT_IN, '{part} delivered by {supplier} with {defect}.'),
  t(3, BOUGHT_IN, 'Incoming inspection: {part} from {supplier} rejected, {defect}.'),
  t(3, ['coil'], 'Sub-supplier {supplier} shipped {rawmat} with {rawdefect}; {part} assembly on hold.'),
  t(3, ['electronics', 'component'], '{part} from {supplier} failed burn-in test after {2-72} h.'),
  // ---- Internal
  t(4, ['cabinet', 'electronics'], 'Wiring diagram revision {rev} does not reflect as-built state of {part}.'),
  t(4, ['docs'], 'Documentation refers to {othercpu} instead of the delivered controller; {part} to be reissued.'),
  t(4, ['coil', 'winding'], 'FAT report not signed; test record for {test} of {part} missing.'),
  t(4, ['electronics', 'software'], 'Parameter set of {part} not backed up to software folder before shipment.', [
    'Software release process skipped backup step; release checklist updated.']),
  t(4, BOUGHT_IN, 'Wrong {part} ordered due to outdated BOM (revision {rev}).'),
  t(4, ['coil', 'winding'], 'Routine test "{test}" of {part} performed with wrong test voltage.'),
  t(4, ['coil', 'cabinet'], 'Packing list incomplete; {item} missing at site.'),
  t(4, ['electronics', 'software'], 'Commissioning engineer worked with outdated SNNM release notes; {part} configured wrongly.'),
];

/** Extra sentences for a description, by category. */
export const NCR_CONTEXT: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['Reported by customer via e-mail.', 'Photos stored in project folder.', 'Customer informed by phone.', 'No impact on operation.',
    'Found by {role}.'],
  2: ['Reported by customer via e-mail.', 'Photos stored in project folder.', 'Station remains in operation with fixed coil position.',
    'Outage window requested by customer.', 'Site engineer on site until {weekday}.', 'Earth fault compensation not available until repaired.',
    'Reported by {role}.'],
  3: ['Production order on hold.', 'Delivery date at risk.', 'Found by QA inspector.', 'Parts quarantined in stores.'],
  4: ['Found by QA inspector.', 'Found during internal audit.', 'Customer not affected.', 'Delivery date at risk.'],
};

/** Generic root causes / corrective actions by category. */
export const ROOT_CAUSES: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['Workmanship; worker instructed and final inspection checklist extended.', 'Corrected on site during commissioning.'],
  2: ['Component failure; replaced under warranty and function test repeated.', 'Assembly error at workshop; corrected on site, work instruction updated.'],
  3: [
    '8D report requested from {supplier}; replacement parts delivered after {1-6} weeks.',
    'Supplier confirmed batch problem; incoming inspection sampling increased for {3-12} months.',
    'Supplier audit carried out; supplier rated C and second source qualified.',
    'Part reworked by supplier at their cost; delivery delayed by {1-4} weeks.',
    'Supplier drawing revision not transferred to purchase order; order corrected.',
  ],
  4: [
    'Document control process not followed; checklist extended.',
    'BOM updated in ERP; engineering change note ECN-{1000-9999} issued.',
    'Test procedure ambiguous; work instruction revised and staff trained.',
    'Handover between engineering and workshop incomplete; handover meeting made mandatory.',
  ],
};

export const NCR_FOLLOW_UP: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['Customer accepted the corrective action.', 'Verified on site by {role}.', 'No further occurrence in fleet.'],
  2: ['Costs approx. EUR {1500-38000}.', 'Closed after successful retest.', 'Lessons learned presented in QM meeting.',
    'Verified on site by {role}.', 'Preventive action added to FAT checklist.'],
  3: ['Claim booked against supplier.', 'Costs approx. EUR {300-12000} charged to supplier.', 'Supplier rating updated.'],
  4: ['Lessons learned presented in QM meeting.', 'Preventive action added to FAT checklist.', 'Costs approx. EUR {200-6000}.'],
};

export const NCR_IN_PROGRESS: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['Touch-up material sent to site.', 'Correction planned for next site visit.', 'Awaiting customer confirmation.'],
  2: ['Analysis ongoing; site visit planned.', 'Replacement part ordered, delivery in {1-8} weeks.', 'Rework scheduled for next outage window.',
    'Root cause not yet identified; data logs requested from customer.', 'Test with spare unit in lab ongoing.',
    'Awaiting photos and oil sample results from site.'],
  3: ['Waiting for 8D report from {supplier}.', 'Replacement delivery from {supplier} expected in {1-6} weeks.', 'Claim sent to supplier.'],
  4: ['Correction in progress.', 'Documents under revision.', 'Process owner informed, action plan pending.'],
};

export const NCR_SLOT_LISTS: Record<string, readonly string[]> = {
  plate: ['serial number', 'rated current', 'year of manufacture', 'tuning range', 'rated voltage', 'oil weight'],
  ral: ['7038', '7001', '7016', '6011', '9002', '7047'],
  ral2: ['7035', '7032', '7033'],
  trigger: ['power cycle', 'loss of auxiliary supply', 'SCADA time sync', 'earth fault', 'switching of feeder', 'firmware update'],
  tankdamage: ['radiator fins bent', 'bushing porcelain cracked', 'conservator bracket torn', 'lifting lug deformed',
    'paint scratched over {1-3} m²'],
  cabinetdamage: ['door dented', 'HMI display cracked', 'mounting frame bent', 'terminal rail torn off'],
  supplier: ['Hentschel Isolatoren', 'Nordflex Dichtungstechnik', 'Kraus Wickeltechnik', 'Polaris Radiators', 'Mertens Messwandler',
    'Vetra Elektro', 'Alpenguss', 'Tecnoval S.p.A.', 'Shenzhen Powertech', 'Baltic Copper', 'Helix Drives', 'Cabinet Systems Sp. z o.o.'],
  defect: ['wrong flange dimensions', 'missing test certificates', 'water ingress through damaged packaging', 'wrong connector type',
    'wrong surface treatment', 'dimensional deviation of {2-9} mm', 'mixed-up serial numbers', 'wrong variant (order code mismatch)',
    'transport damage'],
  rawmat: ['copper winding wire', 'transformer oil batch', 'core sheets', 'gasket set', 'tank steel plates', 'pressboard insulation'],
  rawdefect: ['missing material certificates', 'moisture content above limit ({25-60} ppm)', 'breakdown voltage below spec ({30-55} kV)',
    'surface defects', 'wrong dimensions', 'insufficient insulation thickness'],
  rev: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
  test: ['winding resistance', 'insulation resistance', 'applied voltage test', 'induced voltage test', 'plunger travel test',
    'tuning accuracy test', 'temperature rise test', 'loss measurement'],
  item: ['lifting beam', 'spare fuses', 'oil sample valve', 'fibre-optic patch cables', 'anchor bolts', 'rail clamps'],
  weekday: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  role: ['customer', 'service technician', 'commissioning engineer', 'QA inspector', 'site manager'],
};

/** Where a finding was made: production-side (supplier/internal) or field-side (minor/major). */
export const PHASES_FACTORY: readonly string[] = ['incoming inspection', 'final assembly', 'routine test', 'factory acceptance test'];
export const PHASES_FIELD: readonly string[] = ['unloading at site', 'site acceptance test', 'commissioning',
  'first energisation', 'annual inspection', 'warranty inspection', 'routine maintenance'];

// ---- Corrective actions of an NCR (issue 36): what was done about a finding, how it was verified and whether it worked.
// {part} is the NCR's component, {label} its product line; {a-b} a number.

/** Action descriptions by type: 1 Containment, 2 Correction, 3 Corrective, 4 Preventive (shared/constants.ts ACTION_TYPE). */
export const ACTION_TEXTS: Record<1 | 2 | 3 | 4, Record<1 | 2 | 3 | 4, readonly string[]>> = {
  // Containment: stop the finding from spreading while its cause is looked for.
  1: {
    1: ['Photograph the {part} and mark the affected area before any further handling.', 'Inform the site team and the customer; no impact on operation expected.'],
    2: [
      'Switch the station to fixed-coil operation until the {part} is repaired.',
      'Block the {part} in its current position and agree a temporary operating mode with the customer\'s control room.',
      'Check the other stations of the same delivery batch for the same finding on the {part}.',
      'Place an oil drip tray under the {part} and check the oil level daily.',
    ],
    3: ['Quarantine the remaining {part} units in stores and block the batch in the ERP.', 'Hold the open production orders using the {part} until the supplier answers.'],
    4: ['Hold the shipment of the open {label} orders until the documents are checked.', 'Check the last {2-6} shipped units for the same error.'],
  },
  // Correction: put this occurrence right.
  2: {
    1: ['Touch up the {part} on site and document with photos.', 'Mount the missing part during the next site visit.', 'Correct the parameter on site and note it in the commissioning report.'],
    2: [
      'Replace the {part} on site and repeat the function test.',
      'Re-torque the flange bolts of the {part} to {40-120} Nm and repeat the leak test after 24 h.',
      'Rework the {part} at the workshop and retest before the return shipment.',
      'Dry the active part and repeat the insulation resistance measurement.',
    ],
    3: ['Return the rejected {part} units to the supplier for replacement.', 'Sort the {part} batch at incoming inspection and release the good parts.'],
    4: ['Issue a corrected revision of the documents to the customer.', 'Correct the BOM and reorder the {part}.', 'Back up the parameter set of the {part} to the software folder.'],
  },
  // Corrective: remove the cause so that it does not recur.
  3: {
    1: ['Add the {part} to the final inspection checklist.', 'Update the packing instruction: edge protection for the {part}.'],
    2: [
      'Update the work instruction for the {part} assembly and train the workshop team.',
      'Change the lashing plan for {label} transports and brief the forwarder.',
      'Fix the cause in the next SNNM patch release and roll it out to the affected stations.',
      'Add a torque check of the {part} to the routine test.',
    ],
    3: ['Request an 8D report from the supplier and review it in the supplier meeting.', 'Agree a corrected drawing revision with the supplier for the {part}.'],
    4: ['Make the four-eyes check of the documents mandatory before shipment.', 'Add the backup step to the software release checklist.', 'Revise the test procedure and train the test field staff.'],
  },
  // Preventive: keep it from happening elsewhere.
  4: {
    1: ['Present the finding in the QM meeting.', 'Add the item to the site checklist for all {label} stations.'],
    2: [
      'Add the finding to the FAT checklist for all {label} stations.',
      'Review the same design detail on the other product lines (lessons learned).',
      'Check the {part} on the stations due for service in the next {3-6} months.',
    ],
    3: ['Extend incoming inspection sampling for the {part} for {3-12} months.', 'Qualify a second source for the {part}.'],
    4: ['Add the case to the lessons-learned register and the onboarding of new engineers.', 'Audit the document control process in the next internal audit.'],
  },
};

/** How an action was verified, by someone other than its owner; by type. */
export const VERIFY_NOTES: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: [
    'Batch checked in stores; no further unit affected.',
    'Customer\'s control room confirmed the temporary operating mode by e-mail.',
    'Photos and marking checked in the project folder.',
    'Checked on the other stations of the batch; no further finding.',
  ],
  2: [
    'Leak test after 24 h passed; no oil at the flange.',
    'Function test over the full stroke passed; photos in the project folder.',
    'Retest report signed by the customer.',
    'Insulation resistance {400-2000} MΩ after drying; report in the project folder.',
    'Corrected documents acknowledged by the customer by e-mail.',
    'Checked on site during the service visit in week {1-52}; no recurrence.',
  ],
  3: [
    'Work instruction rev. {2-6} released; training record signed by the workshop team.',
    '8D report received and accepted; incoming inspection confirmed the replacement batch.',
    'Remote check of the event log: no reboot or alarm for {14-60} days.',
    'Checklist revision in use since week {1-52}; first FAT with it passed.',
  ],
  4: [
    'Checklist revision reviewed in the QM meeting and in use since week {1-52}.',
    'Lessons-learned entry reviewed and accepted by the quality manager.',
    'Incoming inspection plan updated; first sampled deliveries without finding.',
  ],
};

/** Why the actions of a closed NCR were judged effective. */
export const EFFECTIVENESS_NOTES: readonly string[] = [
  'No recurrence on this station or in the fleet in {3-9} months.',
  'No further finding in the {3-12} FATs since.',
  'Supplier deliveries since then without rejection.',
  'Customer confirmed stable operation since the repair.',
  'Tuning stable since; no alarms in {2-6} months of operation.',
  'Same check passed on the next {2-5} deliveries.',
];
