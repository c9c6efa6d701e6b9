-- Security hardening: the media route asks which songs name a file
-- before it serves it, so a private song's audio, rendition and cover reach only its owner and
-- admins. These make that question an index lookup on every media request, ranges included.
CREATE INDEX songs_audio_idx ON songs (audio);
CREATE INDEX songs_audio_rendition_idx ON songs (audio_rendition) WHERE audio_rendition IS NOT NULL;
CREATE INDEX songs_cover_idx ON songs (cover) WHERE cover IS NOT NULL;
CREATE INDEX songs_cover_thumb_idx ON songs (cover_thumb) WHERE cover_thumb IS NOT NULL;
