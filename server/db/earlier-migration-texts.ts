/**
 * Earlier texts of landed migrations that differ from today's in comments only: the sha256 of
 * each whole text, as databases that applied it recorded it (before checksums left comments
 * out). A database holding one of these applied the same statements, so it starts, and its
 * checksum is rewritten to today's (migrate.ts). Comments of 0003–0027 were reworded after they
 * had landed; without this list every database made before that stopped at start.
 */
export const EARLIER_MIGRATION_TEXTS: Readonly<Record<string, readonly string[]>> = {
  '0003_uploads.sql': ['4bccac6c5e41f830545e405e605c7a1ef3e46bd1d87408aceaea549c3811a6a7'],
  '0004_search.sql': ['552ab39d2f98eacd72a791b9ada34f0aa50d81a7fec75f0c43012a32ab8f1bf0'],
  '0006_search_stored_names.sql': [
    '0421b58d9e4bb36994f09141aa5719550235e804c0ac6ffea533b6de3515e3af',
  ],
  '0007_search_quick_text.sql': [
    'd17fef0649ef0ff03f86758ba07d0f69313fb0c3c32cff5134f6eb3bb352c327',
  ],
  '0008_search_title_only.sql': [
    'f9258074982a2403ed768744242397060058972937032aa451108dade5500563',
  ],
  '0009_audio_pipeline.sql': ['810e5e8a5b74c06cb5e6f3d6fbea06776dc3944f677a6d069025999b373fcd8f'],
  '0010_code_guesses.sql': ['2517d4e70058de5b2d5d86b34c2e83a8ebd96261223935e7fdf6e0f64fdf78bd'],
  '0011_private_media.sql': ['56a1eb5fd517b77ff44b8360eba280024be757f69e7c39955f51125b4a695f9f'],
  '0012_oidc.sql': ['90a073e54dfe581f275a5457172c8c10aea2acf0be7a8c00f319411b375c3322'],
  '0014_plays.sql': ['b8ecaa3c3d0838ef8b773adfdf6df36933a56ae4545678309fab7ec2f5d63f4e'],
  '0015_scheduled_runs.sql': ['1a5ca5c5f0f994af53a3045d6950f225cc1ce2a9e26740d022492cfd7b2ab1b4'],
  '0016_catalogue_growth.sql': ['3ef732ac1318da4266f7dcf8c973985178184ce5a2776dc18d1fbccdedb64174'],
  '0017_library_versions.sql': ['d90146a57fae7a69f98dd1c82595834c7b3b931ae68db1e792cf74760a2015fd'],
  '0018_code_failures_by_network.sql': [
    'ddf3ef81fd94d2086fb8b12e9907577950bcc8093c10a9f847a40ec6cddf6e10',
  ],
  '0019_upload_reservations.sql': [
    '60137ff93bd03e51711d656ceb4d65f8f10864c037987232996586c1d64af8c1',
  ],
  '0020_recommendations.sql': ['4eb16cf4068e632d5846f5b8cb8929fb696056b96d041aed8721b2d1ef117384'],
  '0021_light_rendition.sql': ['d24d1c0916fa34449ea02c59a306402c75f0b4b4fd0f461c8813f7ea90889df0'],
  '0022_terms_acceptances.sql': [
    '3ee0399ab96db45ca2bbb0b08da0a327a385dffa2d52f939b7cefde21901122c',
  ],
  '0023_credit_links.sql': ['24df3667eeb7158cf7ab33bc5195896a7d8afd2c811fe959d5ffaed94740634d'],
  '0024_duplicate_audio.sql': ['1bfb5438b67800125c73159af12c7efa0a08131da4ca9572b9489ac2a690a595'],
  '0025_people_search.sql': ['adaffabb6ebc0efc60b538fb079954116b329b6092721371cb2636f39ada3f34'],
  '0026_moderation.sql': ['5bd543a3a18b3ccd039ab52ff50fb85c146c8c8e1d19d116e985f27cbb32f6f7'],
  '0027_creator_studio.sql': ['c2d67fec63ff83184a421e80aaddd2743ded338dde61f9449976a4db51fea08d'],
};
