/* Named surfaces of .sgs scripts: "surface", "dump" and "expect surface"
 * (docs/script.md, "Surfaces and images"). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <zlib.h>

#include "nv/maxwell/blocklinear.h"
#include "script/priv.h"

static struct sgpu_script_surface *find_surface(struct sgpu_script_ctx *ctx, const char *name)
{
	for (size_t i = 0; i < ctx->nsurfaces; i++)
		if (strcmp(ctx->surfaces[i].name, name) == 0)
			return &ctx->surfaces[i];
	return NULL;
}

static bool dim_opt(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a, const char *key,
                    uint64_t max, uint64_t *v)
{
	const struct sgpu_script_tok *t = sgpu_script_opt(a, key);
	if (!t)
		return sgpu_script_error(ctx, a->cmd, "missing %s= (usage: %s)", key, a->usage);
	if (!sgpu_script_eval(ctx, t, v))
		return false;
	if (*v == 0 || *v > max)
		return sgpu_script_error(
		        ctx, t, "%s=%" PRIu64 " is out of range (1 to %" PRIu64 ")", key, *v, max);
	return true;
}

static bool name_ok(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *t, size_t size,
                    const char *what)
{
	return sgpu_script_name_ok(ctx, t, t->text, what, size - 1);
}

bool sgpu_script_cmd_surface(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *nt = a->pos[0];
	if (!name_ok(ctx, nt, sizeof(ctx->surfaces[0].name), "surface"))
		return false;
	struct sgpu_script_surface s;
	memset(&s, 0, sizeof(s));
	memcpy(s.name, nt->text, nt->len + 1);
	uint64_t addr, w, h, pitch;
	if (!sgpu_script_space(ctx, a->pos[1], &s.space) ||
	    !sgpu_script_eval(ctx, a->pos[2], &addr))
		return false;
	const struct sgpu_script_tok *ft = sgpu_script_opt(a, "format");
	if (!ft)
		return sgpu_script_error(ctx, a->cmd, "missing format= (usage: %s)", a->usage);
	if (!sgpu_pixfmt_lookup(ft->text, &s.fmt)) {
		char list[256] = "";
		size_t n = 0;
		for (int i = 0; i < SGPU_FMT_COUNT && n < sizeof(list); i++) {
			const struct sgpu_pixfmt_info *fi = sgpu_pixfmt_get((enum sgpu_pixfmt)i);
			if (fi)
				n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s",
				                      n ? ", " : "", fi->name);
		}
		return sgpu_script_error(ctx, ft, "unknown pixel format '%s' (%s)", ft->text, list);
	}
	const struct sgpu_pixfmt_info *fi = sgpu_pixfmt_get(s.fmt);
	if (!fi)
		return sgpu_script_fail(ctx, SGPU_ERR_INTERNAL, ft, "internal error: format table");
	if (!dim_opt(ctx, a, "width", SGPU_IMAGE_MAX_DIM, &w) ||
	    !dim_opt(ctx, a, "height", SGPU_IMAGE_MAX_DIM, &h))
		return false;
	const struct sgpu_script_tok *pt = sgpu_script_opt(a, "pitch");
	pitch = w * fi->bytes;
	if (pt) {
		if (!sgpu_script_eval(ctx, pt, &pitch))
			return false;
		if (pitch > UINT32_MAX)
			return sgpu_script_error(ctx, pt, "pitch=0x%" PRIx64 " is beyond 32 bits",
			                         pitch);
		if (h > 1 && pitch < w * fi->bytes)
			return sgpu_script_error(ctx, pt,
			                         "pitch=%" PRIu64 " is less than a row (%" PRIu64
			                         " pixels of %u bytes)",
			                         pitch, w, fi->bytes);
	}
	const struct sgpu_script_tok *pal = sgpu_script_opt(a, "palette");
	if (pal) {
		if (s.fmt != SGPU_FMT_Y8)
			return sgpu_script_error(ctx, pal,
			                         "palette= needs an indexed format (y8), not %s",
			                         fi->name);
		if (!name_ok(ctx, pal, sizeof(s.palette), "palette"))
			return false;
		memcpy(s.palette, pal->text, pal->len + 1);
	}
	const struct sgpu_script_tok *bht = sgpu_script_opt(a, "block_height");
	if (bht) {
		/* a GF100+ block-linear surface (docs/hw/maxwell.md) */
		uint64_t bh, bd = 0, depth = 1, layer = 0;
		const struct sgpu_script_tok *bdt = sgpu_script_opt(a, "block_depth"),
		                             *dt = sgpu_script_opt(a, "depth"),
		                             *lt = sgpu_script_opt(a, "layer"),
		                             *gt = sgpu_script_opt(a, "gob");
		if (pt)
			return sgpu_script_error(ctx, pt,
			                         "pitch= and block_height= exclude each other");
		if (!sgpu_script_eval(ctx, bht, &bh) || (bdt && !sgpu_script_eval(ctx, bdt, &bd)) ||
		    (dt && !sgpu_script_eval(ctx, dt, &depth)) ||
		    (lt && !sgpu_script_eval(ctx, lt, &layer)))
			return false;
		if (bh > 5 || bd > 5)
			return sgpu_script_error(
			        ctx, bh > 5 ? bht : bdt,
			        "block_height= and block_depth= are log2 GOBs, 0 to 5");
		if (depth == 0 || depth > SGPU_IMAGE_MAX_DIM || layer >= depth)
			return sgpu_script_error(
			        ctx, (depth == 0 || depth > SGPU_IMAGE_MAX_DIM || !lt) ? dt : lt,
			        "layer=%" PRIu64 " must be below depth=%" PRIu64 " (1 to %u)",
			        layer, depth, SGPU_IMAGE_MAX_DIM);
		if (gt && strcmp(gt->text, "sectors") != 0 && strcmp(gt->text, "rows") != 0)
			return sgpu_script_error(ctx, gt, "gob= is sectors or rows");
		s.bl = true;
		s.bl_rows = gt && strcmp(gt->text, "rows") == 0;
		s.bl_h = (uint8_t)bh;
		s.bl_d = (uint8_t)bd;
		s.depth = (uint32_t)depth;
		s.layer = (uint32_t)layer;
	}
	s.addr = addr;
	s.width = (uint32_t)w;
	s.height = (uint32_t)h;
	s.pitch = (uint32_t)pitch;
	struct sgpu_script_surface *old = find_surface(ctx, s.name);
	if (old) {
		*old = s;
		return true;
	}
	if (ctx->nsurfaces >= SGPU_SCRIPT_MAX_SURFACES)
		return sgpu_script_error(ctx, nt, "too many surfaces (limit %u)",
		                         SGPU_SCRIPT_MAX_SURFACES);
	struct sgpu_script_surface *n = realloc(ctx->surfaces, (ctx->nsurfaces + 1) * sizeof(*n));
	if (!n)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, nt, "out of memory");
	ctx->surfaces = n;
	ctx->surfaces[ctx->nsurfaces++] = s;
	return true;
}

static const struct sgpu_script_surface *get_surface(struct sgpu_script_ctx *ctx,
                                                     const struct sgpu_script_tok *tok)
{
	const struct sgpu_script_surface *s = tok->quoted ? NULL : find_surface(ctx, tok->text);
	if (!s)
		sgpu_script_error(ctx, tok, "unknown surface '%s'", tok->text);
	return s;
}

static uint64_t mem_limit(const struct sgpu_script_ctx *ctx)
{
	return ctx->opts->max_mem_size ? ctx->opts->max_mem_size : SGPU_MEM_MAX_SIZE;
}

/* The bytes of a surface: bounds-checked against the space; they and the
 * RGBA pixels made from them (held at the same time) are capped together
 * by max_mem_size. */
static bool read_surface(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                         const struct sgpu_script_surface *s, uint8_t **bytes, size_t *len)
{
	const struct sgpu_pixfmt_info *fi = sgpu_pixfmt_get(s->fmt);
	uint64_t row = (uint64_t)s->width * fi->bytes;
	uint64_t n = (uint64_t)(s->height - 1) * s->pitch + row;
	uint64_t rgba = (uint64_t)s->width * s->height * 4;
	struct nv_bl_geom g = {(uint32_t)row, s->height, s->depth, 0, s->bl_h, s->bl_d};
	uint64_t packed = 0;
	if (s->bl) {
		/* the whole block-linear surface is read, then gathered into rows */
		packed = row * s->height;
		n = nv_bl_size(&g);
		rgba += packed;
	}
	uint64_t limit = mem_limit(ctx);
	if (n + rgba > limit)
		return sgpu_script_fail(ctx, SGPU_ERR_OUT_OF_RANGE, tok,
		                        "surface '%s' needs 0x%" PRIx64
		                        " bytes of host memory (its bytes and RGBA pixels), over "
		                        "the memory limit of 0x%" PRIx64,
		                        s->name, n + rgba, limit);
	if (!sgpu_script_charge(ctx, tok, n + rgba))
		return false;
	uint64_t size = sgpu_mem_size(ctx->dev, s->space);
	if (s->addr > size || n > size - s->addr)
		return sgpu_script_fail(ctx, SGPU_ERR_OUT_OF_RANGE, tok,
		                        "surface '%s' (%s 0x%" PRIx64 "+0x%" PRIx64
		                        ") is out of range (%s size 0x%" PRIx64 ")",
		                        s->name, sgpu_space_name(s->space), s->addr, n,
		                        sgpu_space_name(s->space), size);
	uint8_t *b = malloc((size_t)n);
	if (!b)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, tok, "out of memory");
	sgpu_status st = sgpu_mem_read(ctx->dev, s->space, s->addr, b, (size_t)n);
	if (st != SGPU_OK) {
		free(b);
		return sgpu_script_fail(ctx, st, tok, "reading surface '%s' failed: %s", s->name,
		                        sgpu_strerror(st));
	}
	if (s->bl) {
		uint8_t *p = malloc((size_t)packed);
		if (!p) {
			free(b);
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, tok, "out of memory");
		}
		struct g80_surface_layout l;
		nv_bl_layout(&g, false, &l);
		if (s->bl_rows)
			l.gob_order = G80_GOB_ORDER_ROWS;
		for (uint32_t y = 0; y < s->height; y++)
			for (uint32_t x = 0; x < row; x++)
				p[(size_t)y * row + x] =
				        b[g80_surface_byte_offset(&l, x, y, s->layer)];
		free(b);
		b = p;
		n = packed;
	}
	*bytes = b;
	*len = (size_t)n;
	return true;
}

static struct sgpu_script_palette *find_palette(struct sgpu_script_ctx *ctx, const char *name)
{
	for (size_t i = 0; i < ctx->npalettes; i++)
		if (strcmp(ctx->palettes[i].name, name) == 0)
			return &ctx->palettes[i];
	return NULL;
}

/* Entries FIRST, FIRST + 1, ... of palette NAME, created all black when new:
 * like writing a DAC's colour table from an index on. */
bool sgpu_script_cmd_palette(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *nt = a->pos[0];
	if (!name_ok(ctx, nt, sizeof(ctx->palettes[0].name), "palette"))
		return false;
	uint64_t first = 0;
	const struct sgpu_script_tok *ft = sgpu_script_opt(a, "first");
	if (ft && !sgpu_script_eval(ctx, ft, &first))
		return false;
	if (first > 255 || a->npos - 1 > 256 - first)
		return sgpu_script_error(ctx, ft ? ft : a->pos[1],
		                         "entries %" PRIu64 " to %" PRIu64
		                         " are beyond the 256 of a palette",
		                         first, first + a->npos - 2);
	uint32_t rgba[256];
	for (size_t i = 1; i < a->npos; i++) {
		uint64_t c;
		if (!sgpu_script_eval_bits(ctx, a->pos[i], 24, &c))
			return false;
		rgba[i - 1] = SGPU_RGBA(c >> 16 & 0xff, c >> 8 & 0xff, c & 0xff, 0xff);
	}
	struct sgpu_script_palette *p = find_palette(ctx, nt->text);
	if (!p) {
		if (ctx->npalettes >= SGPU_SCRIPT_MAX_PALETTES)
			return sgpu_script_error(ctx, nt, "too many palettes (limit %u)",
			                         SGPU_SCRIPT_MAX_PALETTES);
		p = realloc(ctx->palettes, (ctx->npalettes + 1) * sizeof(*p));
		if (!p)
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, nt, "out of memory");
		ctx->palettes = p;
		p += ctx->npalettes++;
		memcpy(p->name, nt->text, nt->len + 1);
		for (size_t i = 0; i < 256; i++)
			p->rgba[i] = SGPU_RGBA(0, 0, 0, 0xff);
	}
	memcpy(p->rgba + first, rgba, (a->npos - 1) * sizeof(rgba[0]));
	return true;
}

static bool surface_image(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                          const struct sgpu_script_surface *s, const uint8_t *bytes, size_t len,
                          struct sgpu_image *img)
{
	memset(img, 0, sizeof(*img));
	const struct sgpu_script_palette *pal = NULL;
	if (s->palette[0] && !(pal = find_palette(ctx, s->palette)))
		return sgpu_script_error(ctx, tok,
		                         "surface '%s' uses palette '%s', which is not defined",
		                         s->name, s->palette);
	sgpu_status st =
	        sgpu_image_from_surface(img, bytes, len, s->pitch, s->width, s->height, s->fmt);
	if (st != SGPU_OK)
		return sgpu_script_fail(ctx, st, tok, "converting surface '%s' failed: %s", s->name,
		                        sgpu_strerror(st));
	/* A y8 pixel converts to grey (i, i, i): its red byte is the index. */
	if (pal)
		for (size_t i = 0, n = (size_t)img->width * img->height; i < n; i++) {
			uint32_t c = pal->rgba[img->rgba[i * 4]];
			for (unsigned k = 0; k < 4; k++)
				img->rgba[i * 4 + k] = (uint8_t)(c >> 8 * k);
		}
	return true;
}

static bool write_png(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                      const struct sgpu_image *img, const char *path)
{
	char err[256] = "";
	if (!sgpu_script_mkdirs_for(path, err, sizeof(err)))
		return sgpu_script_fail(ctx, SGPU_ERR_IO, tok,
		                        "cannot create the directory of '%s': %s", path, err);
	/* Encoded in memory, then written: a failure to write names the
	 * system's reason (errno), not only "I/O error". */
	uint8_t *png = NULL;
	size_t len = 0;
	sgpu_status st = sgpu_image_encode_png(img, &png, &len);
	if (st != SGPU_OK)
		return sgpu_script_fail(ctx, st, tok, "cannot encode '%s': %s", path,
		                        sgpu_strerror(st));
	bool ok = sgpu_script_write_file(path, png, len, err, sizeof(err));
	free(png);
	if (!ok)
		return sgpu_script_fail(ctx, SGPU_ERR_IO, tok, "cannot write '%s': %s", path, err);
	ctx->res->images_written++;
	return true;
}

bool sgpu_script_cmd_dump(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *pt = a->pos[1];
	if (!sgpu_script_files_ok(ctx, a->cmd, "dump") ||
	    !sgpu_script_string(ctx, pt, "the file name"))
		return false;
	const struct sgpu_script_surface *s = get_surface(ctx, a->pos[0]);
	uint8_t *bytes;
	size_t len;
	if (!s || !read_surface(ctx, a->pos[0], s, &bytes, &len))
		return false;
	struct sgpu_image img;
	bool ok = surface_image(ctx, a->pos[0], s, bytes, len, &img);
	free(bytes);
	if (!ok)
		return false;
	char *path = sgpu_script_path_join(ctx->opts->out_dir, pt->text);
	ok = path ? write_png(ctx, pt, &img, path)
	          : sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, pt, "out of memory");
	free(path);
	sgpu_image_free(&img);
	return ok;
}

/* diff_dir/NAME.KIND.png */
static bool write_diff_image(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                             const struct sgpu_script_surface *s, const char *kind,
                             const struct sgpu_image *img)
{
	char file[128];
	snprintf(file, sizeof(file), "%s.%s.png", s->name, kind);
	char *path = sgpu_script_path_join(ctx->opts->diff_dir, file);
	if (!path)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, tok, "out of memory");
	bool ok = write_png(ctx, tok, img, path);
	free(path);
	return ok;
}

static uint32_t pixel(const struct sgpu_image *img, uint32_t x, uint32_t y)
{
	const uint8_t *p = img->rgba + ((size_t)y * img->width + x) * 4;
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* --rebaseline: the baseline rewritten, and said so. */
static bool rebaseline(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                       const struct sgpu_script_surface *s, const struct sgpu_image *img,
                       const char *path)
{
	if (!write_png(ctx, tok, img, path))
		return false;
	ctx->res->rebaselined++;
	sgpu_script_print(ctx, "rebaselined %s (surface %s, %" PRIu32 "x%" PRIu32 ")", path,
	                  s->name, img->width, img->height);
	return true;
}

static bool expect_png(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *pt,
                       const struct sgpu_script_surface *s, const struct sgpu_image *actual)
{
	if (!sgpu_script_files_ok(ctx, pt, "expect surface png=") ||
	    !sgpu_script_string(ctx, pt, "the baseline file name"))
		return false;
	char *path = sgpu_script_path_join(ctx->src->dir, pt->text);
	if (!path)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, pt, "out of memory");
	struct sgpu_image base;
	memset(&base, 0, sizeof(base));
	bool ok = true;
	/* The file is read whole (a regular file, at most the memory limit),
	 * and its dimensions compared before any pixel is decoded: a small
	 * PNG can claim 16384 x 16384 pixels, 1 GiB of RGBA. */
	uint64_t limit = mem_limit(ctx);
	uint8_t *data = NULL;
	size_t dlen = 0;
	char err[256] = "";
	struct stat sb;
	bool exists = stat(path, &sb) == 0;
	sgpu_status st =
	        sgpu_script_read_file(path, 0, UINT64_MAX, limit, &data, &dlen, err, sizeof(err));
	if (st == SGPU_OK && !sgpu_script_charge(ctx, pt, dlen)) {
		free(data);
		free(path);
		return false;
	}
	uint32_t bw = 0, bh = 0;
	if (st == SGPU_OK && !sgpu_image_png_size(data, dlen, &bw, &bh)) {
		st = SGPU_ERR_FORMAT;
		snprintf(err, sizeof(err), "not a PNG file");
	}
	bool same_size = st == SGPU_OK && bw == actual->width && bh == actual->height;
	if (same_size) {
		st = sgpu_image_decode_png(&base, data, dlen);
		if (st != SGPU_OK)
			snprintf(err, sizeof(err), "%s", sgpu_strerror(st));
	}
	free(data);
	if (st != SGPU_OK) {
		if (ctx->opts->rebaseline) {
			ok = rebaseline(ctx, pt, s, actual, path);
		} else {
			if (ctx->opts->diff_dir)
				write_diff_image(ctx, pt, s, "actual", actual);
			ctx->res->expects_failed++;
			if (!exists)
				ok = sgpu_script_fail(
				        ctx, SGPU_ERR_IO, pt,
				        "baseline '%s' of surface '%s' does not exist; run "
				        "with --rebaseline to create it",
				        path, s->name);
			else
				ok = sgpu_script_fail(
				        ctx, st == SGPU_ERR_FORMAT ? st : SGPU_ERR_IO, pt,
				        "baseline '%s' of surface '%s' cannot be read (%s); "
				        "run with --rebaseline to rewrite it",
				        path, s->name, err);
		}
		free(path);
		return ok;
	}
	if (!same_size) {
		ctx->res->images_compared++;
		if (ctx->opts->rebaseline) {
			ok = rebaseline(ctx, pt, s, actual, path);
		} else {
			if (ctx->opts->diff_dir)
				write_diff_image(ctx, pt, s, "actual", actual);
			if (ctx->status == SGPU_OK)
				ok = sgpu_script_mismatch(
				        ctx, pt,
				        "expect surface %s: the surface is %" PRIu32 "x%" PRIu32
				        " but the baseline '%s' is %" PRIu32 "x%" PRIu32,
				        s->name, actual->width, actual->height, path, bw, bh);
			else
				ok = false;
		}
		free(path);
		return ok;
	}
	ctx->res->images_compared++;
	struct sgpu_image diff;
	memset(&diff, 0, sizeof(diff));
	uint64_t n = sgpu_image_compare(&base, actual, ctx->opts->diff_dir ? &diff : NULL);
	if (n == 0) {
		sgpu_script_passed(ctx);
	} else if (ctx->opts->rebaseline) {
		ok = rebaseline(ctx, pt, s, actual, path);
	} else {
		char where[160] = "";
		if (base.width != actual->width || base.height != actual->height) {
			snprintf(where, sizeof(where),
			         "; the surface is %" PRIu32 "x%" PRIu32
			         " but the baseline %" PRIu32 "x%" PRIu32,
			         actual->width, actual->height, base.width, base.height);
		} else {
			for (uint32_t y = 0; y < base.height && !where[0]; y++)
				for (uint32_t x = 0; x < base.width; x++) {
					uint32_t g = pixel(actual, x, y), w = pixel(&base, x, y);
					if (g != w) {
						snprintf(where, sizeof(where),
						         "; first at (%" PRIu32 ", %" PRIu32
						         "): got RGBA 0x%08" PRIx32
						         ", want 0x%08" PRIx32,
						         x, y, g, w);
						break;
					}
				}
		}
		char diffs[64] = "";
		if (ctx->opts->diff_dir && write_diff_image(ctx, pt, s, "expected", &base) &&
		    write_diff_image(ctx, pt, s, "actual", actual) &&
		    (!diff.rgba || write_diff_image(ctx, pt, s, "diff", &diff)))
			snprintf(diffs, sizeof(diffs), "; images in the diff directory");
		if (ctx->status == SGPU_OK)
			ok = sgpu_script_mismatch(ctx, pt,
			                          "expect surface %s: %" PRIu64 " of %" PRIu64
			                          " pixels differ from '%s'%s%s",
			                          s->name, n,
			                          (uint64_t)actual->width * actual->height, path,
			                          where, diffs);
		else
			ok = false;
	}
	sgpu_image_free(&diff);
	sgpu_image_free(&base);
	free(path);
	return ok;
}

bool sgpu_script_cmd_expect_surface(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *pt = sgpu_script_opt(a, "png");
	const struct sgpu_script_tok *ct = sgpu_script_opt(a, "crc");
	if (!pt && !ct)
		return sgpu_script_error(ctx, a->sub,
		                         "expect surface needs png=\"FILE\" or crc=CRC");
	uint64_t want = 0;
	if (ct && !sgpu_script_eval_bits(ctx, ct, 32, &want))
		return false;
	if (pt && !sgpu_script_files_ok(ctx, pt, "expect surface png="))
		return false;
	const struct sgpu_script_surface *s = get_surface(ctx, a->pos[0]);
	uint8_t *bytes;
	size_t len;
	if (!s || !read_surface(ctx, a->pos[0], s, &bytes, &len))
		return false;
	bool ok = true;
	if (ct) {
		/* Rows without the pitch padding, so the crc is the picture's. */
		const struct sgpu_pixfmt_info *fi = sgpu_pixfmt_get(s->fmt);
		uLong crc = crc32(0L, Z_NULL, 0);
		for (uint32_t y = 0; y < s->height; y++)
			crc = crc32(crc, bytes + (size_t)y * s->pitch,
			            (uInt)(s->width * fi->bytes));
		if ((uint32_t)crc == want)
			sgpu_script_passed(ctx);
		else
			ok = sgpu_script_mismatch(ctx, ct,
			                          "expect surface %s: crc 0x%08" PRIx32
			                          ", want 0x%08" PRIx64,
			                          s->name, (uint32_t)crc, want);
	}
	if (ok && pt) {
		struct sgpu_image img;
		ok = surface_image(ctx, a->pos[0], s, bytes, len, &img);
		if (ok) {
			ok = expect_png(ctx, pt, s, &img);
			sgpu_image_free(&img);
		}
	}
	free(bytes);
	return ok;
}
