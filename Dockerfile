FROM node:20-bookworm-slim
WORKDIR /app
# DejaVu Sans: the NCR customer report's font (any script; without it the report falls back to Helvetica, WinAnsi only).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci
COPY . .
ENV NODE_ENV=production
EXPOSE 3000
CMD ["npm", "start"]
