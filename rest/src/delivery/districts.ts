/**
 * Nepal's 77 districts, by province, in English (what the REST service stores and checks) and in
 * Nepali (what the web shows a reader of Nepali). The one list of them: addresses are checked
 * against it, DELIVERY_DISTRICTS must name districts on it, and the web's district picker reads it
 * through the graph. Never store a district that is not on it.
 */

export interface District {
  name: string;
  nepaliName: string;
  province: string;
}

const P = (province: string, pairs: [string, string][]): District[] =>
  pairs.map(([name, nepaliName]) => ({ name, nepaliName, province }));

export const DISTRICTS: readonly District[] = [
  ...P('Koshi', [
    ['Bhojpur', 'भोजपुर'],
    ['Dhankuta', 'धनकुटा'],
    ['Ilam', 'इलाम'],
    ['Jhapa', 'झापा'],
    ['Khotang', 'खोटाङ'],
    ['Morang', 'मोरङ'],
    ['Okhaldhunga', 'ओखलढुङ्गा'],
    ['Panchthar', 'पाँचथर'],
    ['Sankhuwasabha', 'सङ्खुवासभा'],
    ['Solukhumbu', 'सोलुखुम्बु'],
    ['Sunsari', 'सुनसरी'],
    ['Taplejung', 'ताप्लेजुङ'],
    ['Terhathum', 'तेह्रथुम'],
    ['Udayapur', 'उदयपुर'],
  ]),
  ...P('Madhesh', [
    ['Bara', 'बारा'],
    ['Dhanusha', 'धनुषा'],
    ['Mahottari', 'महोत्तरी'],
    ['Parsa', 'पर्सा'],
    ['Rautahat', 'रौतहट'],
    ['Saptari', 'सप्तरी'],
    ['Sarlahi', 'सर्लाही'],
    ['Siraha', 'सिरहा'],
  ]),
  ...P('Bagmati', [
    ['Bhaktapur', 'भक्तपुर'],
    ['Chitwan', 'चितवन'],
    ['Dhading', 'धादिङ'],
    ['Dolakha', 'दोलखा'],
    ['Kathmandu', 'काठमाडौँ'],
    ['Kavrepalanchok', 'काभ्रेपलाञ्चोक'],
    ['Lalitpur', 'ललितपुर'],
    ['Makwanpur', 'मकवानपुर'],
    ['Nuwakot', 'नुवाकोट'],
    ['Ramechhap', 'रामेछाप'],
    ['Rasuwa', 'रसुवा'],
    ['Sindhuli', 'सिन्धुली'],
    ['Sindhupalchok', 'सिन्धुपाल्चोक'],
  ]),
  ...P('Gandaki', [
    ['Baglung', 'बागलुङ'],
    ['Gorkha', 'गोरखा'],
    ['Kaski', 'कास्की'],
    ['Lamjung', 'लमजुङ'],
    ['Manang', 'मनाङ'],
    ['Mustang', 'मुस्ताङ'],
    ['Myagdi', 'म्याग्दी'],
    ['Nawalpur', 'नवलपुर'],
    ['Parbat', 'पर्वत'],
    ['Syangja', 'स्याङ्जा'],
    ['Tanahun', 'तनहुँ'],
  ]),
  ...P('Lumbini', [
    ['Arghakhanchi', 'अर्घाखाँची'],
    ['Banke', 'बाँके'],
    ['Bardiya', 'बर्दिया'],
    ['Dang', 'दाङ'],
    ['Gulmi', 'गुल्मी'],
    ['Kapilvastu', 'कपिलवस्तु'],
    ['Palpa', 'पाल्पा'],
    ['Parasi', 'परासी'],
    ['Pyuthan', 'प्युठान'],
    ['Rolpa', 'रोल्पा'],
    ['Rukum East', 'पूर्वी रुकुम'],
    ['Rupandehi', 'रुपन्देही'],
  ]),
  ...P('Karnali', [
    ['Dailekh', 'दैलेख'],
    ['Dolpa', 'डोल्पा'],
    ['Humla', 'हुम्ला'],
    ['Jajarkot', 'जाजरकोट'],
    ['Jumla', 'जुम्ला'],
    ['Kalikot', 'कालिकोट'],
    ['Mugu', 'मुगु'],
    ['Rukum West', 'पश्चिमी रुकुम'],
    ['Salyan', 'सल्यान'],
    ['Surkhet', 'सुर्खेत'],
  ]),
  ...P('Sudurpashchim', [
    ['Achham', 'अछाम'],
    ['Baitadi', 'बैतडी'],
    ['Bajhang', 'बझाङ'],
    ['Bajura', 'बाजुरा'],
    ['Dadeldhura', 'डडेल्धुरा'],
    ['Darchula', 'दार्चुला'],
    ['Doti', 'डोटी'],
    ['Kailali', 'कैलाली'],
    ['Kanchanpur', 'कञ्चनपुर'],
  ]),
];

const byKey = new Map(DISTRICTS.map((d) => [d.name.toLowerCase(), d]));

/** The district's name as the list spells it ('kathmandu ' → 'Kathmandu'); undefined when it is no district of Nepal. */
export function districtNamed(name: string): string | undefined {
  return byKey.get(name.trim().replace(/\s+/g, ' ').toLowerCase())?.name;
}

/** Where the store delivers unless DELIVERY_DISTRICTS says otherwise: the Kathmandu valley and Kaski (Pokhara), as the Terms say. */
export const DEFAULT_DELIVERY_DISTRICTS = ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Kaski'];

/** DELIVERY_DISTRICTS read into the list's spelling; a name that is no district stops the start. */
export function readDeliveryDistricts(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_DELIVERY_DISTRICTS;
  return raw.split(',').map((entry) => {
    const name = districtNamed(entry);
    if (!name) throw new Error(`DELIVERY_DISTRICTS names '${entry.trim()}', which is not one of Nepal's 77 districts`);
    return name;
  });
}
