/* Logging by level and category, and the typed trace. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/priv.h"

static const char *const level_names[SGPU_LOG_LEVEL_COUNT] = {
        [SGPU_LOG_ERROR] = "ERROR",
        [SGPU_LOG_WARN] = "WARN",
        [SGPU_LOG_GUEST_ERROR] = "GUEST_ERROR",
        [SGPU_LOG_UNIMP] = "UNIMP",
        [SGPU_LOG_INFO] = "INFO",
        [SGPU_LOG_DEBUG] = "DEBUG",
};

const char *sgpu_log_level_name(sgpu_log_level level)
{
	if ((unsigned)level >= SGPU_LOG_LEVEL_COUNT)
		return "?";
	return level_names[level];
}

static void default_log(void *user, sgpu_log_level level, const char *category, const char *message)
{
	(void)user;
	fprintf(stderr, "softgpu: %s: %s: %s\n", sgpu_log_level_name(level), category, message);
}

void sgpu_log_discard(void *user, sgpu_log_level level, const char *category, const char *message)
{
	(void)user;
	(void)level;
	(void)category;
	(void)message;
}

static bool filter_match(const struct sgpu_device *dev, const char *name)
{
	if (dev->log_all)
		return true;
	for (int i = 0; i < dev->filter_count; i++)
		if (strcasecmp(dev->filters[i], name) == 0)
			return true;
	return false;
}

static void apply_filter(struct sgpu_device *dev)
{
	for (int i = 0; i < dev->cat_count; i++)
		dev->cats[i].enabled = filter_match(dev, dev->cats[i].name);
}

/* Parses "a,b,c" (spaces allowed) into the filter list. */
static sgpu_status parse_filter(struct sgpu_device *dev, const char *spec, bool append)
{
	if (!append) {
		dev->filter_count = 0;
		dev->log_all = false;
	}
	const char *p = spec;
	while (*p) {
		while (*p == ',' || *p == ' ')
			p++;
		const char *start = p;
		while (*p && *p != ',' && *p != ' ')
			p++;
		size_t n = (size_t)(p - start);
		if (!n)
			continue;
		if (n == 3 && strncasecmp(start, "all", 3) == 0) {
			dev->log_all = true;
			continue;
		}
		if (n >= sizeof(dev->filters[0]) || dev->filter_count == SGPU_LOG_MAX_FILTERS)
			return SGPU_ERR_INVALID_ARG;
		memcpy(dev->filters[dev->filter_count], start, n);
		dev->filters[dev->filter_count][n] = 0;
		dev->filter_count++;
	}
	apply_filter(dev);
	return SGPU_OK;
}

bool sgpu_log_level_parse(const char *name, sgpu_log_level *level)
{
	if (!name)
		return false;
	for (int l = 0; l < SGPU_LOG_LEVEL_COUNT; l++) {
		const char *a = level_names[l], *b = name;
		while (*a && (*a == *b || (*a == '_' && *b == '-') ||
		              (*b >= 'a' && *b <= 'z' && *a == *b - 'a' + 'A'))) {
			a++;
			b++;
		}
		if (!*a && !*b) {
			*level = (sgpu_log_level)l;
			return true;
		}
	}
	return false;
}

void sgpu_log_init(struct sgpu_device *dev)
{
	dev->log_fn = default_log;
	dev->log_level = SGPU_LOG_DEBUG;
	dev->log_fold.limit = SGPU_LOG_REPEAT_LIMIT_DEFAULT;
	dev->cat_mmio = sgpu_log_category(dev, "mmio");
	dev->cat_irq = sgpu_log_category(dev, "irq");
	dev->cat_run = sgpu_log_category(dev, "run");
	const char *env = getenv("SOFTGPU_DEBUG");
	if (env && parse_filter(dev, env, false) != SGPU_OK)
		sgpu_log(dev, SGPU_LOG_WARN, dev->cat_run,
		         "SOFTGPU_DEBUG: too many or too long names; some ignored");
	env = getenv("SOFTGPU_LOG");
	if (env && *env && !sgpu_log_level_parse(env, &dev->log_level))
		sgpu_log(
		        dev, SGPU_LOG_WARN, dev->cat_run,
		        "SOFTGPU_LOG: unknown level '%.40s' (error, warn, guest_error, unimp, info "
		        "or debug); nothing dropped",
		        env);
}

void sgpu_log_fini(struct sgpu_device *dev)
{
	sgpu_log_fold_flush(&dev->log_fold, dev->log_fn, dev->log_user);
}

sgpu_status sgpu_set_log_filter(sgpu_device *dev, const char *categories)
{
	if (!dev || !categories)
		return SGPU_ERR_INVALID_ARG;
	return parse_filter(dev, categories, false);
}

int sgpu_log_category(struct sgpu_device *dev, const char *name)
{
	for (int i = 0; i < dev->cat_count; i++)
		if (strcasecmp(dev->cats[i].name, name) == 0)
			return i;
	if (dev->cat_count == SGPU_LOG_MAX_CATEGORIES)
		return SGPU_LOG_MAX_CATEGORIES - 1;
	struct sgpu_log_category_slot *c = &dev->cats[dev->cat_count];
	snprintf(c->name, sizeof(c->name), "%s", name);
	/* Category names are matched lower-case ("test", "pmc"). */
	for (char *s = c->name; *s; s++)
		if (*s >= 'A' && *s <= 'Z')
			*s = (char)(*s - 'A' + 'a');
	c->enabled = filter_match(dev, c->name);
	return dev->cat_count++;
}

bool sgpu_log_on(const struct sgpu_device *dev, sgpu_log_level level, int cat)
{
	if (level < SGPU_LOG_INFO)
		return true;
	return cat >= 0 && cat < dev->cat_count && dev->cats[cat].enabled;
}

void sgpu_logv(struct sgpu_device *dev, sgpu_log_level level, int cat, const char *fmt, va_list ap)
{
	if ((unsigned)level >= SGPU_LOG_LEVEL_COUNT || !sgpu_log_on(dev, level, cat))
		return;
	dev->log_counts[level]++;
	if (level > dev->log_level) { /* dropped before any formatting */
		dev->log_dropped[level]++;
		return;
	}
	char msg[512];
	vsnprintf(msg, sizeof(msg), fmt, ap);
	const char *cname = cat >= 0 && cat < dev->cat_count ? dev->cats[cat].name : "?";
	if (!sgpu_log_fold_put(&dev->log_fold, level, cname, msg, dev->log_fn, dev->log_user))
		dev->log_dropped[level]++;
}

/* ------------------------------------------------------------------ repeats */

static void fold_summary(struct sgpu_log_fold *f, sgpu_log_fn fn, void *user)
{
	if (!f->held)
		return;
	char msg[64];
	snprintf(msg, sizeof(msg), "... %" PRIu32 " more like this", f->held);
	f->held = 0;
	fn(user, f->level, f->category, msg);
}

bool sgpu_log_fold_put(struct sgpu_log_fold *f, sgpu_log_level level, const char *category,
                       const char *message, sgpu_log_fn fn, void *user)
{
	if (!category)
		category = "?";
	if (!message)
		message = "";
	if (f->limit && f->have && f->level == level && strcmp(f->category, category) == 0 &&
	    strcmp(f->text, message) == 0) {
		if (++f->held >= f->limit)
			fold_summary(f, fn, user);
		return false;
	}
	fold_summary(f, fn, user);
	f->have = f->limit != 0;
	if (f->have) {
		f->level = level;
		snprintf(f->category, sizeof(f->category), "%s", category);
		snprintf(f->text, sizeof(f->text), "%s", message);
	}
	fn(user, level, category, message);
	return true;
}

void sgpu_log_fold_flush(struct sgpu_log_fold *f, sgpu_log_fn fn, void *user)
{
	fold_summary(f, fn, user);
	f->have = false;
}

sgpu_status sgpu_set_log_level(sgpu_device *dev, sgpu_log_level level)
{
	if (!dev || (unsigned)level >= SGPU_LOG_LEVEL_COUNT)
		return SGPU_ERR_INVALID_ARG;
	dev->log_level = level;
	return SGPU_OK;
}

sgpu_log_level sgpu_get_log_level(const sgpu_device *dev)
{
	return dev ? dev->log_level : SGPU_LOG_DEBUG;
}

sgpu_status sgpu_set_log_repeat_limit(sgpu_device *dev, uint32_t limit)
{
	if (!dev)
		return SGPU_ERR_INVALID_ARG;
	sgpu_log_fold_flush(&dev->log_fold, dev->log_fn, dev->log_user);
	dev->log_fold.limit = limit;
	return SGPU_OK;
}

void sgpu_log_flush(sgpu_device *dev)
{
	if (dev)
		sgpu_log_fold_flush(&dev->log_fold, dev->log_fn, dev->log_user);
}

uint64_t sgpu_log_dropped(const sgpu_device *dev, sgpu_log_level level)
{
	if (!dev || (unsigned)level >= SGPU_LOG_LEVEL_COUNT)
		return 0;
	return dev->log_dropped[level];
}

void sgpu_log(struct sgpu_device *dev, sgpu_log_level level, int cat, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sgpu_logv(dev, level, cat, fmt, ap);
	va_end(ap);
}

void sgpu_set_log_callback(sgpu_device *dev, sgpu_log_fn fn, void *user)
{
	if (!dev)
		return;
	/* held repeats belong to the old callback */
	sgpu_log_fold_flush(&dev->log_fold, dev->log_fn, dev->log_user);
	dev->log_fn = fn ? fn : default_log;
	dev->log_user = fn ? user : NULL;
}

uint64_t sgpu_log_count(const sgpu_device *dev, sgpu_log_level level)
{
	if (!dev || (unsigned)level >= SGPU_LOG_LEVEL_COUNT)
		return 0;
	return dev->log_counts[level];
}

/* ------------------------------------------------------------------ trace */

void sgpu_set_trace_callback(sgpu_device *dev, sgpu_trace_fn fn, void *user)
{
	if (!dev)
		return;
	dev->trace_fn = fn;
	dev->trace_user = user;
}

bool sgpu_trace_on(const struct sgpu_device *dev)
{
	return dev->trace_fn != NULL;
}

void sgpu_trace_emit(struct sgpu_device *dev, struct sgpu_trace_event *ev)
{
	if (!dev->trace_fn)
		return;
	ev->time = dev->time;
	dev->trace_fn(dev->trace_user, ev);
}

void sgpu_trace_method(struct sgpu_unit *u, const char *name, uint32_t channel, uint32_t subc,
                       uint32_t cls, uint32_t mthd, uint32_t data)
{
	if (!u->dev->trace_fn)
		return;
	struct sgpu_trace_event ev = {
	        .kind = SGPU_TRACE_METHOD,
	        .unit = u->name,
	        .name = name,
	        .addr = mthd,
	        .value = data,
	        .channel = channel,
	        .subchannel = subc,
	        .object_class = cls,
	};
	sgpu_trace_emit(u->dev, &ev);
}

size_t sgpu_trace_format(const struct sgpu_trace_event *ev, char *buf, size_t len)
{
	if (!ev)
		return (size_t)snprintf(buf, len, "(null)");
	const char *unit = ev->unit ? ev->unit : "unmapped";
	switch (ev->kind) {
	case SGPU_TRACE_MMIO_READ:
	case SGPU_TRACE_MMIO_WRITE: {
		const char *dir = ev->kind == SGPU_TRACE_MMIO_READ ? "rd" : "wr";
		unsigned digits = ev->size ? ev->size * 2u : 8u;
		/* a partial word transaction (sgpu_mmio_write_be) names its
		 * enables */
		char be[12] = "";
		if (ev->size == 4 && ev->be && ev->be != 0xf)
			snprintf(be, sizeof(be), " be=0x%x", ev->be);
		if (ev->name)
			return (size_t)snprintf(buf, len,
			                        "[%" PRIu64 "] mmio %s%u 0x%06x %s.%s = 0x%0*x%s",
			                        ev->time, dir, ev->size * 8u, ev->addr, unit,
			                        ev->name, (int)digits, ev->value, be);
		return (size_t)snprintf(buf, len, "[%" PRIu64 "] mmio %s%u 0x%06x %s = 0x%0*x%s",
		                        ev->time, dir, ev->size * 8u, ev->addr, unit, (int)digits,
		                        ev->value, be);
	}
	case SGPU_TRACE_METHOD:
		return (size_t)snprintf(
		        buf, len,
		        "[%" PRIu64 "] method %s ch%u subc%u class 0x%04x mthd 0x%04x%s%s = "
		        "0x%08x",
		        ev->time, unit, ev->channel, ev->subchannel, ev->object_class, ev->addr,
		        ev->name ? " " : "", ev->name ? ev->name : "", ev->value);
	case SGPU_TRACE_IRQ:
		return (size_t)snprintf(buf, len, "[%" PRIu64 "] irq %s (lines 0x%08x)", ev->time,
		                        ev->value ? "raised" : "lowered", ev->addr);
	default:
		return (size_t)snprintf(buf, len, "[%" PRIu64 "] ? kind %d", ev->time,
		                        (int)ev->kind);
	}
}
