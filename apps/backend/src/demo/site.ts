import type { LocalizedText, SocialNetwork } from '@vitrine/contracts';

/** Staff of the demo agency. One phone is '-', one is null: the site hides both. */
export const DEMO_STAFF: readonly {
  name: string;
  role: string;
  instagram: string | null;
  email: string | null;
  phone: string | null;
}[] = [
  { name: 'Helena Duarte', role: 'Diretora geral', instagram: 'helena.duarte', email: 'helena@vitrine.example', phone: '+55 (11) 99812-4410' },
  { name: 'Camila Nogueira', role: 'Booker feminino', instagram: 'camila.nogueira', email: 'camila@vitrine.example', phone: '+55 (11) 99745-2231' },
  { name: 'Rafael Brandão', role: 'Booker masculino', instagram: 'rafael.brandao', email: 'rafael@vitrine.example', phone: '-' },
  { name: 'Marina Lacerda', role: 'Scouter', instagram: 'marina.scout', email: 'scouting@vitrine.example', phone: null },
  { name: 'Thiago Falcão', role: 'Booker internacional', instagram: 'thiago.falcao', email: 'international@vitrine.example', phone: '+55 (11) 98120-7788' },
  { name: 'Lívia Sampaio', role: 'New faces e desenvolvimento', instagram: 'livia.sampaio', email: 'newfaces@vitrine.example', phone: '+55 (11) 97654-3321' },
  { name: 'Bruno Cavalcanti', role: 'Booker — Porto Alegre', instagram: 'bruno.cavalcanti', email: 'poa@vitrine.example', phone: '+55 (51) 99831-0042' },
  { name: 'Júlia Werneck', role: 'Produção', instagram: null, email: 'producao@vitrine.example', phone: '+55 (11) 3081-4402' },
  { name: 'Sérgio Prado', role: 'Financeiro', instagram: null, email: 'financeiro@vitrine.example', phone: '+55 (11) 3081-4403' },
];

const ABOUT_PT = `<p>A <strong>Vitrine Models</strong> nasceu em São Paulo com uma ideia simples: cuidar de carreiras, não apenas de agendas. Há mais de uma década representamos modelos e talentos para campanhas, desfiles e editoriais no Brasil e no exterior.</p>
<h2>Como trabalhamos</h2>
<p>Cada modelo tem um booker de referência e um plano de carreira construído em conjunto. O nosso programa de desenvolvimento acompanha os <em>new faces</em> desde a primeira polaroid até o primeiro grande trabalho.</p>
<p>Com escritórios em São Paulo e Porto Alegre e parceiros em Milão, Paris, Nova York e Tóquio, levamos talentos brasileiros para as principais temporadas internacionais.</p>
<h2>Compromisso</h2>
<p>A avaliação é sempre gratuita. Transparência nos contratos, segurança em todos os trabalhos e respeito ao tempo de cada pessoa são os valores que guiam a agência.</p>`;

const ABOUT_EN = `<p><strong>Vitrine Models</strong> was born in São Paulo with a simple idea: look after careers, not just diaries. For more than a decade we have represented models and talent for campaigns, shows and editorials in Brazil and abroad.</p>
<h2>How we work</h2>
<p>Every model has a dedicated booker and a career plan built together. Our development programme follows <em>new faces</em> from their first polaroid to their first big job.</p>
<p>With offices in São Paulo and Porto Alegre and partners in Milan, Paris, New York and Tokyo, we bring Brazilian talent to the main international seasons.</p>
<h2>Our commitment</h2>
<p>Evaluation is always free. Clear contracts, safety on every job and respect for each person’s pace are the values that guide the agency.</p>`;

const same = (text: string): LocalizedText => ({ pt: text, en: text });

/** Website texts (SPEC §3): contact_* is the São Paulo office, about_* the agency and Porto Alegre. */
export const DEMO_TEXTS: Record<string, LocalizedText> = {
  contact_address: same('Rua Oscar Freire, 1200 — Jardins, São Paulo – SP'),
  contact_reference: { pt: 'Próximo à estação Oscar Freire do metrô', en: 'Near Oscar Freire subway station' },
  contact_zip: same('01426-001'),
  contact_phone: same('+55 (11) 3081-4400'),
  contact_whatsapp: same('+55 (11) 99700-1200'),
  contact_description: {
    pt: 'Quer contratar um dos nossos modelos ou tirar uma dúvida? Fale com a nossa equipe pelo formulário, telefone ou WhatsApp.',
    en: 'Want to book one of our models or have a question? Talk to our team through the form, by phone or on WhatsApp.',
  },
  about_description: { pt: ABOUT_PT, en: ABOUT_EN },
  about_address: same('Rua Padre Chagas, 300 — Moinhos de Vento, Porto Alegre – RS'),
  about_reference: { pt: 'Em frente ao Parcão', en: 'Opposite Parcão park' },
  about_zip: same('90570-080'),
  about_phone: same('+55 (51) 3222-4400'),
  about_whatsapp: same('+55 (51) 99800-3300'),
  office_sao_paulo: same('Rua Oscar Freire, 1200 — Jardins, São Paulo – SP, 01426-001'),
  office_porto_alegre: same('Rua Padre Chagas, 300 — Moinhos de Vento, Porto Alegre – RS, 90570-080'),
};

export const DEMO_CUSTOMIZATIONS: Record<string, string> = {
  agency_name: 'Vitrine Models',
  primary_color: '#111111',
  accent_color: '#a8826b',
  background_color: '#ffffff',
  copyright_year: '2020',
  powered_by: 'Vitrine',
  map_query: 'Rua Oscar Freire, 1200, São Paulo',
};

export const DEMO_SOCIAL_MEDIAS: Record<SocialNetwork, string | null> = {
  facebook: 'https://www.facebook.com/vitrinemodels',
  instagram: 'https://www.instagram.com/vitrinemodels',
  tiktok: null,
};
