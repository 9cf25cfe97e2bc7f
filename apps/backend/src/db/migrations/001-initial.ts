/** The whole data model: tokens, talents (with categories, offices, media), content, entries. */
export const sql = `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Bearer tokens of both services; only a SHA-256 of the token is stored.
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  service TEXT NOT NULL CHECK (service IN ('integration', 'panel')),
  expires_at INTEGER NOT NULL -- epoch milliseconds
);
CREATE INDEX tokens_expires_at ON tokens (expires_at);

-- Every file the back end serves under /media/ (path relative to DATA_DIR/media).
CREATE TABLE media (
  id INTEGER PRIMARY KEY,
  file TEXT NOT NULL UNIQUE,
  width INTEGER,
  height INTEGER
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL
);

CREATE TABLE offices (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE talents (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- lower case, accents removed: sorting, name and letter filters
  name_key TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('woman', 'man')),
  birthdate TEXT,
  hair TEXT,
  eyes TEXT,
  height TEXT,
  bust TEXT,
  waist TEXT,
  hips TEXT,
  shoes TEXT,
  jeans TEXT,
  shirt TEXT,
  suit TEXT,
  weight TEXT,
  instagram TEXT,
  cover_media_id INTEGER REFERENCES media (id)
);
CREATE INDEX talents_name_key ON talents (name_key, id);
CREATE INDEX talents_gender ON talents (gender, name_key);

CREATE TABLE talent_categories (
  talent_id INTEGER NOT NULL REFERENCES talents (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id),
  PRIMARY KEY (talent_id, category_id)
) WITHOUT ROWID;
CREATE INDEX talent_categories_category ON talent_categories (category_id, talent_id);

CREATE TABLE talent_offices (
  talent_id INTEGER NOT NULL REFERENCES talents (id) ON DELETE CASCADE,
  office_id INTEGER NOT NULL REFERENCES offices (id),
  PRIMARY KEY (talent_id, office_id)
) WITHOUT ROWID;
CREATE INDEX talent_offices_office ON talent_offices (office_id, talent_id);

-- Images of a talent's galleries, in order.
CREATE TABLE talent_media (
  talent_id INTEGER NOT NULL REFERENCES talents (id) ON DELETE CASCADE,
  gallery TEXT NOT NULL CHECK (gallery IN ('book', 'snap', 'compo')),
  position INTEGER NOT NULL,
  media_id INTEGER NOT NULL REFERENCES media (id),
  PRIMARY KEY (talent_id, gallery, position)
) WITHOUT ROWID;

CREATE TABLE talent_videos (
  talent_id INTEGER NOT NULL REFERENCES talents (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('youtube', 'vimeo')),
  file TEXT NOT NULL,
  PRIMARY KEY (talent_id, position)
) WITHOUT ROWID;

-- Blog posts and campaigns. Media references are paths under /media/; content HTML may hold
-- {{media}} which is replaced by the public media base URL when answering.
CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('blog', 'campaign')),
  slug TEXT NOT NULL,
  -- last path segment of slug (equal to slug unless the slug is a full URL)
  slug_key TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  thumbnail TEXT,
  cover TEXT,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('pt', 'en')),
  batch TEXT
);
CREATE INDEX posts_type_language ON posts (type, language, created_at);
CREATE INDEX posts_slug ON posts (slug);
CREATE INDEX posts_slug_key ON posts (slug_key);
CREATE INDEX posts_batch ON posts (batch);

CREATE TABLE slides (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  image_mobile TEXT NOT NULL,
  image_desktop TEXT NOT NULL,
  title TEXT,
  link TEXT
);

CREATE TABLE staff (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  cover TEXT,
  instagram TEXT,
  email TEXT,
  phone TEXT
);

CREATE TABLE website_texts (
  key TEXT PRIMARY KEY,
  pt TEXT NOT NULL,
  en TEXT NOT NULL
);

CREATE TABLE website_images (
  name TEXT PRIMARY KEY,
  file TEXT NOT NULL
);

CREATE TABLE customizations (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE social_medias (
  network TEXT PRIMARY KEY CHECK (network IN ('facebook', 'instagram', 'tiktok')),
  url TEXT
);

-- Form entries (getScouted, contact, favoritesOrder); files live in DATA_DIR/uploads/<id>/.
CREATE TABLE entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  entry TEXT NOT NULL,
  fields TEXT NOT NULL, -- JSON object of the text fields
  files TEXT NOT NULL,  -- JSON list of {field, file, filename, size}
  created_at TEXT NOT NULL
);
`;
