/* libsoftgpu-drm.so: an LD_PRELOAD library that presents one softgpu
 * r520 as the radeon DRM device /dev/dri/renderD128 (and card0), so that
 * libdrm, Mesa's loader and Mesa's radeon winsys find and drive it.
 *
 * The calls intercepted are the ones libdrm 2.4.114 and Mesa 22.3 make
 * (their dynamic imports; Mesa's src/drm-shim lists the same set): open
 * and fopen of the nodes and of the sysfs files drmGetDevice2 reads, the
 * stat family, /dev/dri and the sysfs drm directory listings, readlink
 * and realpath of the sysfs links, ioctl, mmap, close and the dup family.
 * Everything else goes to the real libc (dlsym RTLD_NEXT). docs/drm.md. */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "sdrm.h"
#include "uapi.h"

#define PUBLIC __attribute__((visibility("default")))

/* glibc declares the path arguments nonnull; a caller may pass NULL all
 * the same, and the real function then reports EFAULT: keep the checks. */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpointer-bool-conversion"
#pragma clang diagnostic ignored "-Wtautological-pointer-compare"
#else
#pragma GCC diagnostic ignored "-Wnonnull-compare"
#endif

#define RENDER_MINOR 128
#define CARD_MINOR 0
#define PCI_SLOT "0000:01:00.0"
#define PCI_PATH "/sys/devices/pci0000:00/" PCI_SLOT

/* ---------------------------------------------------------------- real libc */

static int (*real_open)(const char *, int, ...);
static int (*real_openat)(int, const char *, int, ...);
static FILE *(*real_fopen)(const char *, const char *);
static int (*real_close)(int);
static int (*real_dup)(int);
static int (*real_dup2)(int, int);
static int (*real_dup3)(int, int, int);
static int (*real_fcntl)(int, int, ...);
static int (*real_ioctl)(int, unsigned long, ...);
static void *(*real_mmap)(void *, size_t, int, int, int, off_t);
static int (*real_stat)(const char *, struct stat *);
static int (*real_lstat)(const char *, struct stat *);
static int (*real_fstat)(int, struct stat *);
static int (*real_fstatat)(int, const char *, struct stat *, int);
static int (*real_statx)(int, const char *, int, unsigned, struct statx *);
static int (*real___xstat)(int, const char *, struct stat *);
static int (*real___lxstat)(int, const char *, struct stat *);
static int (*real___fxstat)(int, int, struct stat *);
static int (*real___fxstatat)(int, int, const char *, struct stat *, int);
static int (*real_access)(const char *, int);
static int (*real_faccessat)(int, const char *, int, int);
static ssize_t (*real_readlink)(const char *, char *, size_t);
static char *(*real_realpath)(const char *, char *);
static DIR *(*real_opendir)(const char *);
static struct dirent *(*real_readdir)(DIR *);
static struct dirent64 *(*real_readdir64)(DIR *);
static int (*real_closedir)(DIR *);
static int (*real_dirfd)(DIR *);
static void (*real_rewinddir)(DIR *);

static pthread_once_t init_once = PTHREAD_ONCE_INIT;

static void *next(const char *name)
{
	return dlsym(RTLD_NEXT, name);
}

static void init_real(void)
{
	real_open = next("open");
	real_openat = next("openat");
	real_fopen = next("fopen");
	real_close = next("close");
	real_dup = next("dup");
	real_dup2 = next("dup2");
	real_dup3 = next("dup3");
	real_fcntl = next("fcntl");
	real_ioctl = next("ioctl");
	real_mmap = next("mmap");
	real_stat = next("stat");
	real_lstat = next("lstat");
	real_fstat = next("fstat");
	real_fstatat = next("fstatat");
	real_statx = next("statx");
	real___xstat = next("__xstat");
	real___lxstat = next("__lxstat");
	real___fxstat = next("__fxstat");
	real___fxstatat = next("__fxstatat");
	real_access = next("access");
	real_faccessat = next("faccessat");
	real_readlink = next("readlink");
	real_realpath = next("realpath");
	real_opendir = next("opendir");
	real_readdir = next("readdir");
	real_readdir64 = next("readdir64");
	real_closedir = next("closedir");
	real_dirfd = next("dirfd");
	real_rewinddir = next("rewinddir");
}

static void init(void)
{
	pthread_once(&init_once, init_real);
}

/* ---------------------------------------------------------------- the device */

/* Recursive: the model's own calls (closing a memfd when a device
 * cannot be created, say) come back through these interposers. */
static pthread_mutex_t lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static struct sdrm_dev *dev;
static bool dev_failed;
static FILE *trace_file, *replay_file;

/* The fd table: which descriptors are our nodes (one drm_file shared by
 * dup'ed descriptors, as one open file description is in the kernel). */
struct node {
	struct sdrm_file *file;
	unsigned refs;
	bool render;
};

#define MAX_FDS 65536
static struct node **fds; /* [MAX_FDS] */

static struct node *fd_node(int fd)
{
	return (fds && fd >= 0 && fd < MAX_FDS) ? fds[fd] : NULL;
}

static int new_dmabuf_fd(void *user)
{
	(void)user;
	return real_open("/dev/null", O_RDWR | O_CLOEXEC);
}

static void write_stats(void)
{
	const char *path = getenv("SOFTGPU_DRM_STATS");
	if (!dev || !path || !*path)
		return;
	struct sdrm_stats s;
	sdrm_dev_stats(dev, &s);
	FILE *f = real_fopen(path, "w");
	if (!f)
		return;
	fprintf(f, "device 0x%04x\ncs_submitted %llu\ncs_rejected %llu\ncs_lockups %llu\n",
	        sdrm_dev_pci_device(dev), (unsigned long long)s.cs_submitted,
	        (unsigned long long)s.cs_rejected, (unsigned long long)s.cs_lockups);
	fprintf(f, "ioctls %llu\nioctl_errors %llu\nbos_created %llu\nib_dwords %llu\n",
	        (unsigned long long)s.ioctls, (unsigned long long)s.ioctl_errors,
	        (unsigned long long)s.bos_created, (unsigned long long)s.ib_dwords);
	fprintf(f, "cs_steps %llu\ncs_steps_max %llu\n", (unsigned long long)s.cs_steps,
	        (unsigned long long)s.cs_steps_max);
	fprintf(f, "log_error %llu\nlog_warn %llu\nlog_guest_error %llu\nlog_unimp %llu\n",
	        (unsigned long long)s.log[SGPU_LOG_ERROR], (unsigned long long)s.log[SGPU_LOG_WARN],
	        (unsigned long long)s.log[SGPU_LOG_GUEST_ERROR],
	        (unsigned long long)s.log[SGPU_LOG_UNIMP]);
	fclose(f);
}

static void at_exit(void)
{
	pthread_mutex_lock(&lock);
	write_stats();
	if (trace_file)
		fflush(trace_file);
	if (replay_file)
		fflush(replay_file);
	pthread_mutex_unlock(&lock);
}

static unsigned long env_num(const char *name, unsigned long dflt)
{
	const char *s = getenv(name);
	return (s && *s) ? strtoul(s, NULL, 0) : dflt;
}

/* Called with lock held. The model is created at the first open of a
 * node, not at load: a preloaded shell pays nothing. */
static struct sdrm_dev *get_dev(void)
{
	if (dev || dev_failed)
		return dev;
	struct sdrm_options o = {0};
	o.chip = getenv("SOFTGPU_DRM_CHIP");
	o.pci_device = (uint16_t)env_num("SOFTGPU_DRM_PCI_ID", 0x7100);
	o.vram_size = (uint64_t)env_num("SOFTGPU_DRM_VRAM_MB", 128) << 20;
	o.gart_size = (uint64_t)env_num("SOFTGPU_DRM_GART_MB", 256) << 20;
	o.cs_budget = env_num("SOFTGPU_DRM_CS_BUDGET", 0);
	o.new_fd = new_dmabuf_fd;
	const char *t = getenv("SOFTGPU_DRM_TRACE");
	if (t && *t) {
		trace_file = real_fopen(t, "w");
		if (!trace_file)
			fprintf(stderr, "softgpu-drm: cannot write the trace %s: %s\n", t,
			        strerror(errno));
		o.trace = trace_file;
	}
	const char *rp = getenv("SOFTGPU_DRM_REPLAY");
	if (rp && *rp) {
		replay_file = real_fopen(rp, "w");
		if (!replay_file)
			fprintf(stderr, "softgpu-drm: cannot write the replay %s: %s\n", rp,
			        strerror(errno));
		o.replay = replay_file;
	}
	if (!fds)
		fds = calloc(MAX_FDS, sizeof(*fds));
	if (!fds || sdrm_dev_create(&o, &dev) != 0) {
		dev_failed = true;
		return NULL;
	}
	if (getenv("SOFTGPU_DRM_DEBUG"))
		fprintf(stderr, "softgpu-drm: %s device 0x%04x as /dev/dri/renderD%d\n",
		        sgpu_device_chip(sdrm_dev_model(dev))->name, o.pci_device, RENDER_MINOR);
	atexit(at_exit);
	return dev;
}

/* ---------------------------------------------------------------- paths */

enum kind {
	K_NONE,   /* not ours */
	K_HIDDEN, /* another DRM node or its sysfs: ENOENT */
	K_RENDER,
	K_CARD,
	K_DEV_DRI, /* the /dev/dri directory */
	K_DIR,     /* a sysfs directory of ours */
	K_FILE,    /* a sysfs file of ours */
	K_LINK,    /* the subsystem link */
};

struct fake_file {
	const char *name;
	char text[256];
	size_t len;
};

static bool has_prefix(const char *s, const char *p, const char **rest)
{
	size_t n = strlen(p);
	if (strncmp(s, p, n) != 0 || (s[n] && s[n] != '/'))
		return false;
	*rest = s[n] ? s + n + 1 : s + n;
	return true;
}

/* The sysfs files libdrm reads: drmParsePciDeviceInfo (config, or
 * vendor/device/... with DRM_DEVICE_GET_PCI_REVISION),
 * drmParsePciBusInfo (uevent PCI_SLOT_NAME), drmGetDeviceNameFromFd2
 * (the char device's uevent DEVNAME). */
static bool fake_file(const char *dir, const char *name, struct fake_file *out)
{
	uint16_t id =
	        dev ? sdrm_dev_pci_device(dev) : (uint16_t)env_num("SOFTGPU_DRM_PCI_ID", 0x7100);
	out->name = name;
	out->len = 0;
	if (!strcmp(dir, "pci")) {
		if (!strcmp(name, "vendor"))
			out->len = (size_t)snprintf(out->text, sizeof(out->text), "0x1002\n");
		else if (!strcmp(name, "device"))
			out->len = (size_t)snprintf(out->text, sizeof(out->text), "0x%04x\n", id);
		else if (!strcmp(name, "subsystem_vendor"))
			out->len = (size_t)snprintf(out->text, sizeof(out->text), "0x1002\n");
		else if (!strcmp(name, "subsystem_device"))
			out->len = (size_t)snprintf(out->text, sizeof(out->text), "0x0b12\n");
		else if (!strcmp(name, "revision"))
			out->len = (size_t)snprintf(out->text, sizeof(out->text), "0x00\n");
		else if (!strcmp(name, "class"))
			out->len = (size_t)snprintf(out->text, sizeof(out->text), "0x030000\n");
		else if (!strcmp(name, "uevent"))
			out->len = (size_t)snprintf(
			        out->text, sizeof(out->text),
			        "DRIVER=radeon\nPCI_CLASS=30000\nPCI_ID=1002:%04X\n"
			        "PCI_SUBSYS_ID=1002:0B12\nPCI_SLOT_NAME=" PCI_SLOT "\n"
			        "MODALIAS=pci:v00001002d0000%04Xsv00001002sd00000B12bc03sc00i00\n",
			        id, id);
		else if (!strcmp(name, "config")) {
			/* the first 64 bytes of PCI configuration space */
			memset(out->text, 0, 64);
			out->text[0] = 0x02, out->text[1] = 0x10;
			out->text[2] = (char)(id & 0xff), out->text[3] = (char)(id >> 8);
			out->text[8] = 0x00; /* revision */
			out->text[9] = 0x00, out->text[10] = 0x00,
			out->text[11] = 0x03; /* VGA class */
			out->text[0x2c] = 0x02, out->text[0x2d] = 0x10;
			out->text[0x2e] = 0x12, out->text[0x2f] = 0x0b;
			out->len = 64;
		}
		return out->len != 0;
	}
	if (!strcmp(name, "uevent")) {
		bool render = !strcmp(dir, "render");
		out->len = (size_t)snprintf(out->text, sizeof(out->text),
		                            "MAJOR=%d\nMINOR=%d\nDEVNAME=dri/%s\n", DRM_MAJOR,
		                            render ? RENDER_MINOR : CARD_MINOR,
		                            render ? "renderD128" : "card0");
		return true;
	}
	if (!strcmp(name, "dev")) {
		bool render = !strcmp(dir, "render");
		out->len = (size_t)snprintf(out->text, sizeof(out->text), "%d:%d\n", DRM_MAJOR,
		                            render ? RENDER_MINOR : CARD_MINOR);
		return true;
	}
	return false;
}

/* What a path names. file gets a fake file's contents. */
static enum kind classify(const char *path, struct fake_file *file)
{
	const char *rest;
	if (!path)
		return K_NONE;
	if (!strcmp(path, "/dev/dri") || !strcmp(path, "/dev/dri/"))
		return K_DEV_DRI;
	if (!strcmp(path, "/dev/dri/renderD128"))
		return K_RENDER;
	if (!strcmp(path, "/dev/dri/card0"))
		return K_CARD;
	if (!strncmp(path, "/dev/dri/", 9))
		return K_HIDDEN;
	char node[48];
	for (int m = 0; m < 2; m++) {
		int minor = m ? CARD_MINOR : RENDER_MINOR;
		const char *dir = m ? "card" : "render";
		snprintf(node, sizeof(node), "/sys/dev/char/%d:%d", DRM_MAJOR, minor);
		if (!has_prefix(path, node, &rest))
			continue;
		if (!*rest || !strcmp(rest, "device") || !strcmp(rest, "device/drm"))
			return K_DIR;
		if (!strcmp(rest, "device/subsystem") || !strcmp(rest, "subsystem"))
			return K_LINK;
		struct fake_file tmp;
		if (!strncmp(rest, "device/", 7))
			return fake_file("pci", rest + 7, file ? file : &tmp) ? K_FILE : K_HIDDEN;
		return fake_file(dir, rest, file ? file : &tmp) ? K_FILE : K_HIDDEN;
	}
	snprintf(node, sizeof(node), "/sys/dev/char/%d:", DRM_MAJOR);
	if (!strncmp(path, node, strlen(node)))
		return K_HIDDEN;
	if (has_prefix(path, PCI_PATH, &rest) ||
	    has_prefix(path, "/sys/bus/pci/devices/" PCI_SLOT, &rest)) {
		if (!*rest || !strcmp(rest, "drm"))
			return K_DIR;
		if (!strcmp(rest, "subsystem"))
			return K_LINK;
		struct fake_file tmp;
		return fake_file("pci", rest, file ? file : &tmp) ? K_FILE : K_HIDDEN;
	}
	return K_NONE;
}

/* The environment switch: with SOFTGPU_DRM_OFF set the shim passes
 * everything through. */
static bool active(void)
{
	init();
	static int on = -1;
	if (on < 0)
		on = getenv("SOFTGPU_DRM_OFF") == NULL;
	return on;
}

static int fake_file_fd(const struct fake_file *f)
{
	int fd = memfd_create("softgpu-sysfs", MFD_CLOEXEC);
	if (fd < 0)
		return -1;
	if (write(fd, f->text, f->len) != (ssize_t)f->len || lseek(fd, 0, SEEK_SET) != 0) {
		real_close(fd);
		errno = EIO;
		return -1;
	}
	return fd;
}

static int open_node(bool render, int flags)
{
	pthread_mutex_lock(&lock);
	struct sdrm_dev *d = get_dev();
	int fd = -1;
	if (!d) {
		errno = ENODEV;
	} else {
		fd = real_open("/dev/null", O_RDWR | (flags & O_CLOEXEC));
		struct node *n = calloc(1, sizeof(*n));
		if (fd >= MAX_FDS || !n) {
			if (fd >= 0)
				real_close(fd);
			free(n);
			fd = -1;
			errno = EMFILE;
		} else if (fd >= 0) {
			n->file = sdrm_file_open(d, render);
			n->refs = 1;
			n->render = render;
			fds[fd] = n;
		}
	}
	pthread_mutex_unlock(&lock);
	return fd;
}

/* 1 handled (result in *fd), 0 not ours */
static int open_ours(const char *path, int flags, int *fd)
{
	if (!active())
		return 0;
	struct fake_file f;
	switch (classify(path, &f)) {
	case K_RENDER: *fd = open_node(true, flags); return 1;
	case K_CARD: *fd = open_node(false, flags); return 1;
	case K_HIDDEN:
	case K_LINK:
		errno = ENOENT;
		*fd = -1;
		return 1;
	case K_FILE: *fd = fake_file_fd(&f); return 1;
	case K_DIR:
		errno = EISDIR;
		*fd = -1;
		return 1;
	default: return 0;
	}
}

static mode_t open_mode(int flags, va_list ap)
{
	/* the mode argument exists only with O_CREAT or O_TMPFILE (which
	 * includes O_DIRECTORY's bit) */
	return ((flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE) ? (mode_t)va_arg(ap, int)
	                                                               : 0;
}

PUBLIC int open(const char *path, int flags, ...)
{
	va_list ap;
	va_start(ap, flags);
	mode_t mode = open_mode(flags, ap);
	va_end(ap);
	int fd;
	if (open_ours(path, flags, &fd))
		return fd;
	return real_open(path, flags, mode);
}

PUBLIC int open64(const char *path, int flags, ...)
{
	va_list ap;
	va_start(ap, flags);
	mode_t mode = open_mode(flags, ap);
	va_end(ap);
	int fd;
	if (open_ours(path, flags, &fd))
		return fd;
	return real_open(path, flags | O_LARGEFILE, mode);
}

PUBLIC int __open_2(const char *path, int flags)
{
	return open(path, flags);
}

PUBLIC int __open64_2(const char *path, int flags)
{
	return open64(path, flags);
}

PUBLIC int openat(int dirfd, const char *path, int flags, ...)
{
	va_list ap;
	va_start(ap, flags);
	mode_t mode = open_mode(flags, ap);
	va_end(ap);
	int fd;
	if (path && path[0] == '/' && open_ours(path, flags, &fd))
		return fd;
	return real_openat(dirfd, path, flags, mode);
}

PUBLIC int openat64(int dirfd, const char *path, int flags, ...)
{
	va_list ap;
	va_start(ap, flags);
	mode_t mode = open_mode(flags, ap);
	va_end(ap);
	int fd;
	if (path && path[0] == '/' && open_ours(path, flags, &fd))
		return fd;
	return real_openat(dirfd, path, flags | O_LARGEFILE, mode);
}

PUBLIC int __openat_2(int dirfd, const char *path, int flags)
{
	return openat(dirfd, path, flags);
}

PUBLIC int __openat64_2(int dirfd, const char *path, int flags)
{
	return openat64(dirfd, path, flags);
}

PUBLIC FILE *fopen(const char *path, const char *mode)
{
	int fd;
	if (open_ours(path, O_RDONLY, &fd))
		return fd < 0 ? NULL : fdopen(fd, "r");
	return real_fopen(path, mode);
}

PUBLIC FILE *fopen64(const char *path, const char *mode)
{
	return fopen(path, mode);
}

/* ---------------------------------------------------------------- close and dup */

static void forget_fd(int fd)
{
	pthread_mutex_lock(&lock);
	struct node *n = fd_node(fd);
	if (n) {
		fds[fd] = NULL;
		if (--n->refs == 0) {
			sdrm_file_close(n->file);
			free(n);
		}
	} else if (dev && fd >= 0) {
		sdrm_dmabuf_closed(dev, fd);
	}
	pthread_mutex_unlock(&lock);
}

PUBLIC int close(int fd)
{
	init();
	forget_fd(fd);
	return real_close(fd);
}

/* newfd now names what oldfd names */
static void dup_node(int oldfd, int newfd)
{
	if (newfd < 0 || newfd >= MAX_FDS || oldfd == newfd)
		return;
	pthread_mutex_lock(&lock);
	struct node *n = fd_node(oldfd);
	if (n) {
		n->refs++;
		fds[newfd] = n;
	}
	pthread_mutex_unlock(&lock);
}

PUBLIC int dup(int fd)
{
	init();
	int r = real_dup(fd);
	dup_node(fd, r);
	return r;
}

PUBLIC int dup2(int oldfd, int newfd)
{
	init();
	if (oldfd != newfd && fd_node(newfd))
		forget_fd(newfd);
	int r = real_dup2(oldfd, newfd);
	dup_node(oldfd, r);
	return r;
}

PUBLIC int dup3(int oldfd, int newfd, int flags)
{
	init();
	if (oldfd != newfd && fd_node(newfd))
		forget_fd(newfd);
	int r = real_dup3(oldfd, newfd, flags);
	dup_node(oldfd, r);
	return r;
}

PUBLIC int fcntl(int fd, int cmd, ...)
{
	init();
	va_list ap;
	va_start(ap, cmd);
	void *arg = va_arg(ap, void *);
	va_end(ap);
	int r = real_fcntl(fd, cmd, arg);
	if (r >= 0 && (cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC))
		dup_node(fd, r);
	return r;
}

PUBLIC int fcntl64(int fd, int cmd, ...)
{
	va_list ap;
	va_start(ap, cmd);
	void *arg = va_arg(ap, void *);
	va_end(ap);
	return fcntl(fd, cmd, arg);
}

/* ---------------------------------------------------------------- ioctl and mmap */

PUBLIC int ioctl(int fd, unsigned long request, ...)
{
	init();
	va_list ap;
	va_start(ap, request);
	void *arg = va_arg(ap, void *);
	va_end(ap);
	struct node *n = fd_node(fd);
	if (!n)
		return real_ioctl(fd, request, arg);
	int r = sdrm_ioctl(n->file, request, arg);
	if (r < 0) {
		errno = -r;
		return -1;
	}
	return r;
}

static void *map(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	init();
	struct node *n = fd_node(fd);
	int mfd;
	uint64_t moff;
	int r;
	if (n)
		r = sdrm_mmap_target(n->file, (uint64_t)off, len, &mfd, &moff);
	else if (dev && fd >= 0 && sdrm_is_dmabuf(dev, fd))
		r = sdrm_dmabuf_mmap_target(dev, fd, (uint64_t)off, len, &mfd, &moff);
	else
		return real_mmap(addr, len, prot, flags, fd, off);
	if (r < 0) {
		errno = -r;
		return MAP_FAILED;
	}
	return real_mmap(addr, len, prot, flags, mfd, (off_t)moff);
}

PUBLIC void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	return map(addr, len, prot, flags, fd, off);
}

PUBLIC void *mmap64(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	return map(addr, len, prot, flags, fd, off);
}

/* ---------------------------------------------------------------- stat */

static void fill_stat(enum kind k, const struct fake_file *f, struct stat *st)
{
	memset(st, 0, sizeof(*st));
	st->st_nlink = 1;
	st->st_blksize = 4096;
	switch (k) {
	case K_RENDER:
	case K_CARD:
		st->st_mode = S_IFCHR | 0666;
		st->st_rdev = makedev(DRM_MAJOR, k == K_RENDER ? RENDER_MINOR : CARD_MINOR);
		break;
	case K_DEV_DRI:
	case K_DIR: st->st_mode = S_IFDIR | 0755; break;
	case K_LINK: st->st_mode = S_IFLNK | 0777; break;
	default:
		st->st_mode = S_IFREG | 0444;
		st->st_size = (off_t)f->len;
		break;
	}
}

/* 1: handled (*ret set), 0: not ours */
static int stat_ours(const char *path, struct stat *st, int *ret)
{
	if (!active())
		return 0;
	struct fake_file f = {0};
	enum kind k = classify(path, &f);
	if (k == K_NONE)
		return 0;
	if (k == K_HIDDEN) {
		errno = ENOENT;
		*ret = -1;
		return 1;
	}
	fill_stat(k, &f, st);
	*ret = 0;
	return 1;
}

static int fstat_ours(int fd, struct stat *st)
{
	struct node *n = fd_node(fd);
	if (!n)
		return 0;
	fill_stat(n->render ? K_RENDER : K_CARD, NULL, st);
	return 1;
}

PUBLIC int stat(const char *path, struct stat *st)
{
	int r;
	if (stat_ours(path, st, &r))
		return r;
	return real_stat(path, st);
}

PUBLIC int stat64(const char *path, struct stat64 *st)
{
	return stat(path, (struct stat *)st);
}

PUBLIC int lstat(const char *path, struct stat *st)
{
	int r;
	if (stat_ours(path, st, &r))
		return r;
	return real_lstat(path, st);
}

PUBLIC int lstat64(const char *path, struct stat64 *st)
{
	return lstat(path, (struct stat *)st);
}

PUBLIC int fstat(int fd, struct stat *st)
{
	init();
	if (fstat_ours(fd, st))
		return 0;
	return real_fstat(fd, st);
}

PUBLIC int fstat64(int fd, struct stat64 *st)
{
	return fstat(fd, (struct stat *)st);
}

PUBLIC int fstatat(int dirfd, const char *path, struct stat *st, int flags)
{
	int r;
	init();
	if ((flags & AT_EMPTY_PATH) && path && !*path && fstat_ours(dirfd, st))
		return 0;
	if (path && path[0] == '/' && stat_ours(path, st, &r))
		return r;
	return real_fstatat(dirfd, path, st, flags);
}

PUBLIC int fstatat64(int dirfd, const char *path, struct stat64 *st, int flags)
{
	return fstatat(dirfd, path, (struct stat *)st, flags);
}

PUBLIC int __xstat(int ver, const char *path, struct stat *st)
{
	int r;
	if (stat_ours(path, st, &r))
		return r;
	return real___xstat(ver, path, st);
}

PUBLIC int __xstat64(int ver, const char *path, struct stat64 *st)
{
	return __xstat(ver, path, (struct stat *)st);
}

PUBLIC int __lxstat(int ver, const char *path, struct stat *st)
{
	int r;
	if (stat_ours(path, st, &r))
		return r;
	return real___lxstat(ver, path, st);
}

PUBLIC int __lxstat64(int ver, const char *path, struct stat64 *st)
{
	return __lxstat(ver, path, (struct stat *)st);
}

PUBLIC int __fxstat(int ver, int fd, struct stat *st)
{
	init();
	if (fstat_ours(fd, st))
		return 0;
	return real___fxstat(ver, fd, st);
}

PUBLIC int __fxstat64(int ver, int fd, struct stat64 *st)
{
	return __fxstat(ver, fd, (struct stat *)st);
}

PUBLIC int __fxstatat(int ver, int dirfd, const char *path, struct stat *st, int flags)
{
	int r;
	if (path && path[0] == '/' && stat_ours(path, st, &r))
		return r;
	return real___fxstatat(ver, dirfd, path, st, flags);
}

PUBLIC int __fxstatat64(int ver, int dirfd, const char *path, struct stat64 *st, int flags)
{
	return __fxstatat(ver, dirfd, path, (struct stat *)st, flags);
}

PUBLIC int statx(int dirfd, const char *path, int flags, unsigned mask, struct statx *sx)
{
	struct stat st;
	int r;
	init();
	bool ours = false;
	if ((flags & AT_EMPTY_PATH) && path && !*path && fstat_ours(dirfd, &st))
		ours = true, r = 0;
	else if (path && path[0] == '/' && stat_ours(path, &st, &r))
		ours = true;
	if (!ours)
		return real_statx(dirfd, path, flags, mask, sx);
	if (r)
		return r;
	memset(sx, 0, sizeof(*sx));
	sx->stx_mask = STATX_TYPE | STATX_MODE | STATX_NLINK | STATX_SIZE;
	sx->stx_mode = (uint16_t)st.st_mode;
	sx->stx_nlink = (uint32_t)st.st_nlink;
	sx->stx_size = (uint64_t)st.st_size;
	sx->stx_blksize = 4096;
	sx->stx_rdev_major = major(st.st_rdev);
	sx->stx_rdev_minor = minor(st.st_rdev);
	return 0;
}

PUBLIC int access(const char *path, int mode)
{
	int r;
	struct stat st;
	if (stat_ours(path, &st, &r))
		return r;
	(void)mode;
	return real_access(path, mode);
}

PUBLIC int faccessat(int dirfd, const char *path, int mode, int flags)
{
	int r;
	struct stat st;
	if (path && path[0] == '/' && stat_ours(path, &st, &r))
		return r;
	return real_faccessat(dirfd, path, mode, flags);
}

/* ---------------------------------------------------------------- links */

static const char subsystem_link[] = "../../../../bus/pci";

PUBLIC ssize_t readlink(const char *path, char *buf, size_t size)
{
	if (active()) {
		enum kind k = classify(path, NULL);
		if (k == K_LINK) {
			size_t n = strlen(subsystem_link);
			if (n > size)
				n = size;
			memcpy(buf, subsystem_link, n);
			return (ssize_t)n;
		}
		if (k != K_NONE) {
			errno = k == K_HIDDEN ? ENOENT : EINVAL;
			return -1;
		}
	}
	return real_readlink(path, buf, size);
}

PUBLIC ssize_t __readlink_chk(const char *path, char *buf, size_t size, size_t buflen)
{
	if (size > buflen)
		size = buflen;
	return readlink(path, buf, size);
}

/* realpath of the device directory is the PCI device's; of the
 * subsystem link, the PCI bus (drmParseSubsystemType keeps the part
 * after the last '/'). */
PUBLIC char *realpath(const char *path, char *resolved)
{
	if (active()) {
		enum kind k = classify(path, NULL);
		const char *to = NULL;
		const char *rest;
		char node[48];
		if (k == K_LINK)
			to = "/sys/bus/pci";
		for (int m = 0; k == K_DIR && m < 2; m++) {
			snprintf(node, sizeof(node), "/sys/dev/char/%d:%d", DRM_MAJOR,
			         m ? CARD_MINOR : RENDER_MINOR);
			if (has_prefix(path, node, &rest) && !strcmp(rest, "device"))
				to = PCI_PATH;
		}
		if (k == K_DIR && !to)
			to = path;
		if (k == K_FILE || k == K_RENDER || k == K_CARD || k == K_DEV_DRI)
			to = path;
		if (k == K_HIDDEN) {
			errno = ENOENT;
			return NULL;
		}
		if (to) {
			if (!resolved)
				return strdup(to);
			snprintf(resolved, PATH_MAX, "%s", to);
			return resolved;
		}
	}
	return real_realpath(path, resolved);
}

PUBLIC char *__realpath_chk(const char *path, char *resolved, size_t resolvedlen)
{
	(void)resolvedlen;
	return realpath(path, resolved);
}

/* ---------------------------------------------------------------- directories */

/* A listing we make up: /dev/dri, and the drm directory under the
 * device's sysfs node. Such a DIR * is one of ours, never glibc's. */
struct fake_dir {
	int pos;
	struct dirent ent;
	struct dirent64 ent64;
};

#define MAX_FAKE_DIRS 64
static struct fake_dir *fake_dirs[MAX_FAKE_DIRS];

static struct fake_dir *fake_dir_of(DIR *d)
{
	if (!d)
		return NULL;
	pthread_mutex_lock(&lock);
	struct fake_dir *r = NULL;
	for (int i = 0; i < MAX_FAKE_DIRS; i++)
		if (fake_dirs[i] && (DIR *)fake_dirs[i] == d)
			r = fake_dirs[i];
	pthread_mutex_unlock(&lock);
	return r;
}

static const char *const dri_names[] = {".", "..", "card0", "renderD128"};

PUBLIC DIR *opendir(const char *name)
{
	if (active()) {
		enum kind k = classify(name, NULL);
		if (k == K_DEV_DRI || k == K_DIR) {
			struct fake_dir *fd = calloc(1, sizeof(*fd));
			if (!fd) {
				errno = ENOMEM;
				return NULL;
			}
			pthread_mutex_lock(&lock);
			int i = 0;
			while (i < MAX_FAKE_DIRS && fake_dirs[i])
				i++;
			if (i < MAX_FAKE_DIRS)
				fake_dirs[i] = fd;
			pthread_mutex_unlock(&lock);
			if (i == MAX_FAKE_DIRS) {
				free(fd);
				errno = EMFILE;
				return NULL;
			}
			return (DIR *)fd;
		}
		if (k != K_NONE) {
			errno = k == K_HIDDEN ? ENOENT : ENOTDIR;
			return NULL;
		}
	}
	return real_opendir(name);
}

static const char *fake_next(struct fake_dir *fd, unsigned char *type)
{
	if (fd->pos >= (int)(sizeof(dri_names) / sizeof(dri_names[0])))
		return NULL;
	const char *n = dri_names[fd->pos++];
	*type = n[0] == '.' ? DT_DIR : DT_CHR;
	return n;
}

PUBLIC struct dirent *readdir(DIR *d)
{
	init();
	struct fake_dir *fd = fake_dir_of(d);
	if (!fd)
		return real_readdir(d);
	unsigned char type;
	const char *n = fake_next(fd, &type);
	if (!n)
		return NULL;
	memset(&fd->ent, 0, sizeof(fd->ent));
	fd->ent.d_ino = (ino_t)fd->pos;
	fd->ent.d_type = type;
	fd->ent.d_reclen = sizeof(fd->ent);
	snprintf(fd->ent.d_name, sizeof(fd->ent.d_name), "%s", n);
	return &fd->ent;
}

PUBLIC struct dirent64 *readdir64(DIR *d)
{
	init();
	struct fake_dir *fd = fake_dir_of(d);
	if (!fd)
		return real_readdir64(d);
	unsigned char type;
	const char *n = fake_next(fd, &type);
	if (!n)
		return NULL;
	memset(&fd->ent64, 0, sizeof(fd->ent64));
	fd->ent64.d_ino = (ino64_t)fd->pos;
	fd->ent64.d_type = type;
	fd->ent64.d_reclen = sizeof(fd->ent64);
	snprintf(fd->ent64.d_name, sizeof(fd->ent64.d_name), "%s", n);
	return &fd->ent64;
}

PUBLIC int closedir(DIR *d)
{
	init();
	struct fake_dir *fd = fake_dir_of(d);
	if (!fd)
		return real_closedir(d);
	pthread_mutex_lock(&lock);
	for (int i = 0; i < MAX_FAKE_DIRS; i++)
		if (fake_dirs[i] == fd)
			fake_dirs[i] = NULL;
	pthread_mutex_unlock(&lock);
	free(fd);
	return 0;
}

PUBLIC int dirfd(DIR *d)
{
	init();
	if (fake_dir_of(d)) {
		errno = ENOTSUP;
		return -1;
	}
	return real_dirfd(d);
}

PUBLIC void rewinddir(DIR *d)
{
	init();
	struct fake_dir *fd = fake_dir_of(d);
	if (fd)
		fd->pos = 0;
	else
		real_rewinddir(d);
}
