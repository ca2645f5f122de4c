# The site as a small nginx image: `docker build -t devutils .` then `docker run -p 8080:8080 devutils`.
# SITE_URL and BASE_PATH choose where it is published (docs/hosting.md, "Any host, any base path"):
#   docker build --build-arg SITE_URL=https://intranet.example --build-arg BASE_PATH=/devtools/ -t devutils .

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=https://devutils.app
ARG BASE_PATH=/
RUN SITE_URL="$SITE_URL" BASE_PATH="$BASE_PATH" npx vite build --logLevel warn \
 # the page files sit under the base path in nginx's root, as the generated server block expects
 && mkdir -p "/site$BASE_PATH" \
 && cp -R dist/. "/site$BASE_PATH" \
 && mv "/site${BASE_PATH}_nginx.conf" /default.conf \
 && rm -f "/site${BASE_PATH}_headers" "/site${BASE_PATH}_redirects"

FROM nginx:alpine
COPY --from=build /default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site/ /usr/share/nginx/html/
EXPOSE 8080
