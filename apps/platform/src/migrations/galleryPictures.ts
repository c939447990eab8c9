/**
 * Migration 18: the gallery's rendered pictures (gallery/pictures.ts, gallery/renderer.ts), kept once
 * rendered: a PNG per image and file (`color`, `bw`, `thumb-color`, `thumb-bw`), with when it was rendered
 * and how long the render took. In the database rather than beside it, so a reset file never serves an old
 * file's picture and every platform process on the file reads the same one. An issue opens once per group:
 * a draw that rolls the gallery forward twice writes its images once.
 */
export const galleryPictures = `
CREATE TABLE gallery_pictures (
  image_id INTEGER NOT NULL REFERENCES gallery_images(id),
  file TEXT NOT NULL,
  png BLOB NOT NULL,
  -- epoch ms
  rendered_at INTEGER NOT NULL,
  render_ms INTEGER NOT NULL,
  PRIMARY KEY (image_id, file)
);
CREATE UNIQUE INDEX gallery_images_issue ON gallery_images (group_id, game_turn);
`
