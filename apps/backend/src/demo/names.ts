/** Brazilian first and last names (with their accents) for the demo talents and staff. */
export const WOMEN_FIRST_NAMES = [
  'Ana', 'Beatriz', 'Júlia', 'Letícia', 'Lívia', 'Ágatha', 'Isabela', 'Giovanna', 'Manuela', 'Valentina',
  'Helena', 'Laura', 'Luíza', 'Mariana', 'Camila', 'Gabriela', 'Larissa', 'Fernanda', 'Bianca', 'Carolina',
  'Rafaela', 'Sofia', 'Alícia', 'Yasmin', 'Vitória', 'Natália', 'Bruna', 'Clara', 'Lorena', 'Maitê',
  'Antônia', 'Cecília', 'Eloá', 'Heloísa', 'Íris', 'Lara', 'Marina', 'Olívia', 'Pietra', 'Raíssa',
  'Sabrina', 'Tainá', 'Thaís', 'Vanessa', 'Yara', 'Débora', 'Jéssica', 'Mônica', 'Patrícia', 'Úrsula',
  'Emanuelle', 'Flávia', 'Giulia', 'Isadora', 'Joana', 'Kamila', 'Melissa', 'Nathália', 'Paula', 'Estela',
] as const;

export const MEN_FIRST_NAMES = [
  'João', 'Pedro', 'Lucas', 'Gabriel', 'Matheus', 'Rafael', 'Gustavo', 'Felipe', 'Bruno', 'Thiago',
  'Antônio', 'André', 'Caio', 'Davi', 'Enzo', 'Fábio', 'Heitor', 'Igor', 'Júlio', 'Leonardo',
  'Luís', 'Marcelo', 'Murilo', 'Nícolas', 'Otávio', 'Paulo', 'Ricardo', 'Samuel', 'Téo', 'Vinícius',
  'Wesley', 'Arthur', 'Benício', 'Cauã', 'Diogo', 'Eduardo', 'Fernando', 'Henrique', 'Ítalo', 'Joaquim',
  'Kauê', 'Lorenzo', 'Miguel', 'Noah', 'Renan', 'Sérgio', 'Tomás', 'Vítor', 'Yuri', 'Álvaro',
] as const;

export const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida',
  'Nascimento', 'Araújo', 'Carvalho', 'Gomes', 'Martins', 'Rocha', 'Ribeiro', 'Alves', 'Monteiro', 'Mendes',
  'Barros', 'Freitas', 'Barbosa', 'Pinto', 'Moura', 'Cavalcanti', 'Dias', 'Castro', 'Campos', 'Cardoso',
  'Conceição', 'Gonçalves', 'Magalhães', 'Simões', 'Brandão', 'Mendonça', 'Guimarães', 'Falcão', 'Leão', 'Assunção',
  'Peixoto', 'Teixeira', 'Vieira', 'Moraes', 'Nogueira', 'Batista', 'Fonseca', 'Lacerda', 'Quintão', 'Sá',
  'Damasceno', 'Esteves', 'Furtado', 'Hoffmann', 'Klein', 'Schmidt', 'Becker', 'Tavares', 'Xavier', 'Zanetti',
  'Andrade', 'Bittencourt', 'Cunha', 'Duarte', 'Escobar', 'Galvão', 'Ilha', 'Jardim', 'Lopes', 'Néri',
  'Orleans', 'Prado', 'Rezende', 'Sampaio', 'Trindade', 'Uchôa', 'Valadão', 'Werneck', 'Yamamoto', 'Watanabe',
] as const;
