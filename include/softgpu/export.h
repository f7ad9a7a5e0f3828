/* Symbol visibility for the softgpu library. The library is built with
 * -fvisibility=hidden; only declarations marked SGPU_API are exported. */
#ifndef SOFTGPU_EXPORT_H
#define SOFTGPU_EXPORT_H

#if defined(_WIN32)
#define SGPU_API
#elif defined(__GNUC__) || defined(__clang__)
#define SGPU_API __attribute__((visibility("default")))
#else
#define SGPU_API
#endif

#endif /* SOFTGPU_EXPORT_H */
